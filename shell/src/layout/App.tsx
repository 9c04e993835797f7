// The shell's page: header, the route's layout with its slots, and the
// developer override banner. Rendered on the server and hydrated on the client.
import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { Header } from './Header';
import { parcelBaseProps } from './parcelProps';
import { ProductPage } from './ProductPage';
import { OverrideBanner } from '../registry/OverrideBanner';
import { SessionManager } from '../session';

function Placeholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main className="sf-page" id="main">
      <h1>{title}</h1>
      {children}
    </main>
  );
}

function RouteContent({ boot }: { boot: BootData }) {
  const timeoutMs = boot.slotTimeoutMs;
  switch (boot.route.name) {
    case 'product':
    case 'premier':
      return <ProductPage boot={boot} />;
    case 'search':
    case 'category':
      return (
        <main className="sf-page" id="main">
          <RemoteSlot
            module="listing/SearchPage"
            parcelProps={parcelBaseProps(boot, 'listing')}
            timeoutMs={timeoutMs}
            critical
            fallback={<h1>{boot.route.name === 'search' ? 'Search' : 'Category'}</h1>}
          />
        </main>
      );
    case 'content':
      return (
        <main className="sf-page" id="main">
          <RemoteSlot module="contentBlocks/ContentPage" parcelProps={parcelBaseProps(boot, 'content')} timeoutMs={timeoutMs} critical />
        </main>
      );
    case 'basket':
      return <Placeholder title="Your bag">{<p>{`You have ${boot.session.basketCount} item(s) in your bag.`}</p>}</Placeholder>;
    case 'wishlist':
      return <Placeholder title="Saved items" />;
    case 'home':
      return (
        <Placeholder title={`Welcome to ${boot.fascia.name}`}>
          <h2>New in</h2>
          <ul className="sf-home-links">
            {(boot.homeLinks ?? []).map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.name}</a>
              </li>
            ))}
          </ul>
        </Placeholder>
      );
    case 'notFound':
    default:
      return (
        <Placeholder title="Unexpected Error">
          <pre className="sf-error-raw">{boot.error ?? `404: no page at ${boot.route.path}`}</pre>
        </Placeholder>
      );
  }
}

export function App({ boot }: { boot: BootData }) {
  return (
    <>
      <a className="sf-skip-link" href="#main">
        Skip to content
      </a>
      <OverrideBanner />
      <Header boot={boot} />
      <RouteContent boot={boot} />
      {/* Page-wide overlays: quick add (any card emits quick-add:open) and sign-in. */}
      <RemoteSlot
        module="basket/QuickAdd"
        parcelProps={parcelBaseProps(boot, 'quick-add')}
        timeoutMs={boot.slotTimeoutMs}
        critical={false}
        loadOn={{ event: 'quick-add:open' }}
      />
      <SessionManager locale={boot.fascia.locale} />
    </>
  );
}
