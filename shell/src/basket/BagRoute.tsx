// The bag and checkout pages: the basket remote, and what the server drew of
// the bag standing in until it mounts (kept, with links, if it fails). With no
// bag read, what the shell knows: the title and the bag's count.
// A route chunk of its own (layout/routePages.ts): no other route loads it.
import type { BagParcelProps } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BootData } from '../boot';
import { PageSlot, RemotePage } from '../layout/PageSlot';
import { parcelBaseProps } from '../layout/parcelProps';
import { RemoteSlot } from '../slots/RemoteSlot';
import { BagFirstPaint, CheckoutFirstPaint, type BagDrawingProps } from './BagFirstPaint';

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

/** The bag, then recently viewed below it, empty or full. */
export function BasketRoute({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  // Recently viewed loads on the first interaction: below a short bag it is in
  // view at once and would double the page's first-load JavaScript.
  return (
    <main className="sf-page sf-page-wide" id="main">
      <BagPage boot={boot} module="basket/BasketPage" slot="basket-page" title={t('pages.bagTitle')} Drawing={BagFirstPaint} />
      <section className="sf-below">
        <RemoteSlot module="listing/RecentlyViewed" parcelProps={parcelBaseProps(boot, 'recently-viewed')} timeoutMs={boot.slotTimeoutMs} critical={false} loadOn="interaction" />
      </section>
    </main>
  );
}

export function CheckoutRoute({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  return (
    <main className="sf-page sf-page-wide" id="main">
      <BagPage boot={boot} module="basket/CheckoutPage" slot="checkout-page" title={t('pages.checkoutTitle')} Drawing={CheckoutFirstPaint} />
    </main>
  );
}
