// The shell's page: header, the route's layout with its slots, and the
// developer override banner. Rendered on the server and hydrated on the client.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BootData } from '../boot';
import type { BagParcelProps, ParcelBaseProps } from '@storefront/shared-contracts';
import { BagFirstPaint, CheckoutFirstPaint, type BagDrawingProps } from '../basket/BagFirstPaint';
import { FirstSection } from '../content/FirstSection';
import { RemoteSlot } from '../slots/RemoteSlot';
import { UnavailableNotice } from '../slots/UnavailableNotice';
import { Header } from './Header';
import { parcelBaseProps } from './parcelProps';
import type { RoutePages } from './routePages';
import { OverrideBanner } from '../registry/OverrideBanner';
import { SessionManager } from '../session';
import { ShellI18n } from '../i18n/ShellI18n';

function Placeholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main className="sf-page" id="main">
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** What a page whose remote failed still says: its title and what the shell knows. */
function PageFallback({ title, text }: { title: string; text?: string }) {
  return (
    <div className="sf-page">
      <h1>{title}</h1>
      {text && <p>{text}</p>}
    </div>
  );
}

/**
 * A page a remote draws whole (bag, checkout, wishlist): `standIn` shows until
 * it mounts (shown, not read: it briefly overlaps the remote's own heading),
 * `failed` if it cannot, so the first paint is not an empty page.
 */
function PageSlot({ boot, module, parcelProps, standIn, failed }: {
  boot: BootData;
  module: string;
  parcelProps: ParcelBaseProps;
  standIn: React.ReactNode;
  failed: React.ReactNode;
}) {
  return (
    <RemoteSlot
      module={module}
      parcelProps={parcelProps}
      timeoutMs={boot.slotTimeoutMs}
      critical
      className="sf-page-slot"
      fallback={<div aria-hidden="true">{standIn}</div>}
      failedFallback={failed}
    />
  );
}

/** A remote's whole page, standing in with what the shell knows: its title and text (the bag's count). */
function RemotePage({ boot, module, slot, title, text }: { boot: BootData; module: string; slot: string; title: string; text?: string }) {
  const known = <PageFallback title={title} {...(text ? { text } : {})} />;
  return <PageSlot boot={boot} module={module} parcelProps={parcelBaseProps(boot, slot)} standIn={known} failed={known} />;
}

/**
 * The bag and checkout pages: the basket remote, and what the server drew of
 * the bag standing in until it mounts (kept, with links, if it fails). With no
 * bag read, what the shell knows: the title and the bag's count.
 */
function BagPage({ boot, module, slot, title, Drawing }: { boot: BootData; module: string; slot: string; title: string; Drawing: (props: BagDrawingProps) => React.ReactNode }) {
  const { t } = useTranslation();
  const bag = boot.bag;
  if (!bag) return <RemotePage boot={boot} module={module} slot={slot} title={title} text={t('pages.bagCount', { count: boot.session.basketCount })} />;
  const parcelProps: BagParcelProps = { ...parcelBaseProps(boot, slot), bag };
  return (
    <PageSlot
      boot={boot}
      module={module}
      parcelProps={parcelProps}
      standIn={<Drawing bag={bag} fascia={boot.fascia} links={false} />}
      failed={<Drawing bag={bag} fascia={boot.fascia} links />}
    />
  );
}

/**
 * Home, /pages/... and the CMS 404 page: the content remote draws the
 * sections; until it has (and if it cannot) the server's drawing of the first
 * section stands, so the page's largest image and its text do not wait.
 */
function ContentRoute({ boot }: { boot: BootData }) {
  const content = boot.content ?? null;
  const { t } = useTranslation();
  const first = content ? <FirstSection section={content.sections[0]} /> : null;
  // Failed: the server's first section stays, and the rest is said to be unavailable.
  const failed = (
    <>
      {first}
      <p className="sf-slot-unavailable" role="status">
        {t('slots.unavailable')}
      </p>
    </>
  );
  return (
    <main className="sf-page sf-page-content" id="main">
      <RemoteSlot
        module="contentBlocks/ContentPage"
        parcelProps={{ ...parcelBaseProps(boot, 'content'), content }}
        timeoutMs={boot.slotTimeoutMs}
        critical
        fallback={first}
        failedFallback={failed}
      />
    </main>
  );
}

function RouteContent({ boot, pages }: { boot: BootData; pages: RoutePages }) {
  const { t } = useTranslation();
  const timeoutMs = boot.slotTimeoutMs;
  switch (boot.route.name) {
    case 'product':
    case 'premier':
      return pages.product ? <pages.product boot={boot} /> : null;
    case 'search':
    case 'category':
      return pages.listing ? <pages.listing boot={boot} /> : null;
    case 'home':
    case 'content':
      return <ContentRoute boot={boot} />;
    case 'basket':
      // The bag, then recently viewed below it, empty or full: loaded on the
      // first interaction, since below a short bag it is in view at once and
      // would double the page's first-load JavaScript.
      return (
        <main className="sf-page sf-page-wide" id="main">
          <BagPage boot={boot} module="basket/BasketPage" slot="basket-page" title={t('pages.bagTitle')} Drawing={BagFirstPaint} />
          <section className="sf-below">
            <RemoteSlot module="listing/RecentlyViewed" parcelProps={parcelBaseProps(boot, 'recently-viewed')} timeoutMs={timeoutMs} critical={false} loadOn="interaction" />
          </section>
        </main>
      );
    case 'checkout':
      return (
        <main className="sf-page sf-page-wide" id="main">
          <BagPage boot={boot} module="basket/CheckoutPage" slot="checkout-page" title={t('pages.checkoutTitle')} Drawing={CheckoutFirstPaint} />
        </main>
      );
    case 'wishlist':
      return (
        <main className="sf-page sf-page-wide" id="main">
          <RemotePage boot={boot} module="basket/WishlistPage" slot="wishlist-page" title={t('pages.savedItems')} />
        </main>
      );
    case 'notFound':
    default:
      return (
        <Placeholder title={t('pages.unexpectedError')}>
          <pre className="sf-error-raw">{boot.error ?? t('pages.noPage', { path: boot.route.path })}</pre>
        </Placeholder>
      );
  }
}

/** `pages`: the route layouts, loaded (routePages.ts). */
export function App({ boot, pages }: { boot: BootData; pages: RoutePages }) {
  // The fascia's language for everything the shell writes, on the server and
  // in the browser alike (the same boot data), so hydration matches.
  return (
    <ShellI18n locale={boot.fascia.locale}>
      <Page boot={boot} pages={pages} />
    </ShellI18n>
  );
}

function Page({ boot, pages }: { boot: BootData; pages: RoutePages }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="sf-skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <OverrideBanner flagOverrides={boot.flagOverrides} />
      <Header boot={boot} />
      <RouteContent boot={boot} pages={pages} />
      {/* Page-wide overlays: quick add (any card emits quick-add:open), the added-to-bag panel and sign-in. */}
      <RemoteSlot
        module="basket/QuickAdd"
        parcelProps={parcelBaseProps(boot, 'quick-add')}
        timeoutMs={boot.slotTimeoutMs}
        critical={false}
        loadOn={{ event: 'quick-add:open' }}
        failedFallback={<UnavailableNotice text={t('slots.quickAddUnavailable')} />}
      />
      {/* The added-to-bag panel, loaded with the first add from any remote (it takes that add when it mounts). */}
      <RemoteSlot
        module="pdpWidgets/AddedToBag"
        parcelProps={parcelBaseProps(boot, 'added-to-bag')}
        timeoutMs={boot.slotTimeoutMs}
        critical={false}
        loadOn={{ event: 'basket:item-added' }}
      />
      <SessionManager locale={boot.fascia.locale} />
    </>
  );
}
