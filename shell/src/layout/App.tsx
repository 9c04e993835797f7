// The shell's page: header, the route's layout with its slots, and the
// developer override banner. Rendered on the server and hydrated on the client.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { UnavailableNotice } from '../slots/UnavailableNotice';
import { Header } from './Header';
import { parcelBaseProps } from './parcelProps';
import { RemotePage } from './PageSlot';
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

function RouteContent({ boot, pages }: { boot: BootData; pages: RoutePages }) {
  const { t } = useTranslation();
  switch (boot.route.name) {
    case 'product':
    case 'premier':
      return pages.product ? <pages.product boot={boot} /> : null;
    case 'search':
    case 'category':
      return pages.listing ? <pages.listing boot={boot} /> : null;
    case 'home':
    case 'content':
      return pages.content ? <pages.content boot={boot} /> : null;
    case 'basket':
      return pages.basket ? <pages.basket boot={boot} /> : null;
    case 'checkout':
      return pages.checkout ? <pages.checkout boot={boot} /> : null;
    case 'signUp':
      return pages.signUp ? <pages.signUp boot={boot} /> : null;
    case 'resetPassword':
      return pages.resetPassword ? <pages.resetPassword boot={boot} /> : null;
    case 'signInLink':
      return pages.signInLink ? <pages.signInLink boot={boot} /> : null;
    case 'releases':
      return pages.releases ? <pages.releases boot={boot} /> : null;
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
  // The staff's release page (src/releases/) has a header of its own and no remote: none of the shop's header, bag or overlays.
  if (boot.route.name === 'releases') {
    return (
      <>
        <a className="sf-skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <RouteContent boot={boot} pages={pages} />
      </>
    );
  }
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
