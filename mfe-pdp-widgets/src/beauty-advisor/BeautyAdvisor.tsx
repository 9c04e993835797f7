// The beauty-advisor banner (spec 2 §1, §2, §7, §8): for skincare, haircare,
// foundation and makeup products, a banner that opens the advisor (here a
// local stand-in, its own chunk) and tracks the press as `revieveClick`. The
// advisor's add-to-cart event posts POST /_api/basket/addToCart (a failure is
// logged only, spec 2 §8); its checkout event goes to the bag (/basket).
import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths, routes, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { addToBag } from '@storefront/shared-contracts/basket/client';
import { ADVISOR_CLICK_EVENT, advisorCategory, type AdvisorEvent } from './rules';

const Advisor = lazy(() => import('./Advisor'));

export const ADVISOR_SOURCE = 'beauty-advisor';

export interface BeautyAdvisorProps {
  product: Pick<Product, 'id' | 'key' | 'variants'>;
  fascia: Pick<FasciaSettings, 'locale' | 'currency'>;
  /** Where the checkout event goes (the page's navigation by default). */
  navigate?: (path: string) => void;
}

export function BeautyAdvisor({ product, fascia, navigate = (path) => window.location.assign(path) }: BeautyAdvisorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { mutate } = useSWRConfig();
  const category = advisorCategory(product);
  if (!category) return null;

  async function onEvent(event: AdvisorEvent) {
    if (event.type === 'checkout') {
      navigate(routes.basket());
      return;
    }
    try {
      // The page is told basket:item-added and basket:changed.
      const cart = await addToBag([{ sku: event.sku }], { source: ADVISOR_SOURCE });
      void mutate(apiPaths.basket(), cart, { revalidate: false });
    } catch (error) {
      // Spec 2 §8: a failed add from the advisor is logged only.
      console.error('[pdpWidgets/BeautyAdvisor] add to bag failed:', error);
    }
  }

  return (
    <aside className="sf-pdp-advisor" aria-label={t('beautyAdvisor.title')}>
      <p>{t('beautyAdvisor.banner')}</p>
      <button
        type="button"
        onMouseEnter={() => void import('./Advisor')}
        onFocus={() => void import('./Advisor')}
        onClick={() => {
          track(ADVISOR_CLICK_EVENT, { item_id: product.key, category });
          setOpen(true);
        }}
      >
        {t('beautyAdvisor.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Advisor productId={product.id} category={category} fascia={fascia} onEvent={(event) => void onEvent(event)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}
