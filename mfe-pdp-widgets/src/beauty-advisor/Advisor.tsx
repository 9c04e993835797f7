// The local stand-in for the beauty advisor (the vendor's widget): a dialog
// offering a couple of products of the category (GET /_api/beauty-advisor/
// {productId}) and sending the page the vendor's events, add to cart and
// checkout. Loaded as its own chunk on the banner's press.
import useSWR from 'swr';
import { apiPaths, formatMoney, type AdvisorCategory, type FasciaSettings } from '@storefront/shared-contracts';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { advisorProducts, type AdvisorEvent } from './rules';

export interface AdvisorProps {
  productId: string;
  category: AdvisorCategory;
  fascia: Pick<FasciaSettings, 'locale' | 'currency'>;
  onEvent(event: AdvisorEvent): void;
  onClose(): void;
}

async function fetchAdvisor(productId: string) {
  const response = await fetch(apiPaths.beautyAdvisor(productId), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`beauty advisor answered ${response.status}`);
  const answer = advisorProducts(await response.json());
  if (!answer) throw new Error('beauty advisor answer is not usable');
  return answer;
}

/** The site's dialog look: a bottom sheet on a phone, a centred panel from 768 px up. */
const classes = dialogClasses({ layout: 'sheetOnPhone', padded: true });

export default function Advisor({ productId, category, fascia, onEvent, onClose }: AdvisorProps) {
  const { t } = useTranslation();
  const { data, error } = useSWR(['beauty-advisor', productId], () => fetchAdvisor(productId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('[pdpWidgets/BeautyAdvisor] advisor failed:', failure),
  });
  return (
    <ModalDialog title={t('beautyAdvisor.title')} closeLabel={t('beautyAdvisor.close')} onClose={onClose} classes={classes}>
      <p>{t(`beautyAdvisor.intro.${category}`)}</p>
      {!data && !error && <p role="status">{t('beautyAdvisor.loading')}</p>}
      {(error || data?.products.length === 0) && <p>{t('beautyAdvisor.none')}</p>}
      {data && data.products.length > 0 && (
        <ul className="sf-pdp-advisor__products">
          {data.products.map((item) => (
            <li key={item.id}>
              <span>
                {item.brand} {item.name}
              </span>{' '}
              <span>{formatMoney(item.price.centAmount, fascia)}</span>{' '}
              <button type="button" onClick={() => onEvent({ type: 'addToCart', sku: item.sku })}>
                {t('beautyAdvisor.add', { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="sf-pdp-advisor__checkout" onClick={() => onEvent({ type: 'checkout' })}>
        {t('beautyAdvisor.checkout')}
      </button>
    </ModalDialog>
  );
}
