// The subscription teaser (spec 2 §1, §2, §4, §8, §9): for subscribable
// products, "Subscribe & save" at 95% of the selected price (following the
// pickers through `pdp:selection-changed`), an info modal, and a
// subscription modal whose add-to-bag needs a size ('Please select a size.')
// and adds through the basket's add call (POST /_api/basket/addToCart), then
// announces it like every add (`basket:item-added`, `basket:changed`).
import { useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  apiPaths, formatMoney, type FasciaSettings, type Product, type RouteInfo,
} from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { addToBag } from '@storefront/shared-contracts/basket/client';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import { checkAdd, isSubscribable, pricedVariant, sizeChoices, subscriptionCents, type SubscriptionSelection } from './rules';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';

export const SUBSCRIPTION_SOURCE = 'subscription';

export interface SubscriptionProps {
  product: Product;
  fascia: Pick<FasciaSettings, 'locale' | 'currency'>;
  route?: Pick<RouteInfo, 'query'>;
}

/** The info and subscribe dialogs in the site's dialog look: a bottom sheet on a phone, a centred panel from 768 px up. */
const classes = dialogClasses({ layout: 'sheetOnPhone', padded: true });

/** The pickers' starting selection, then their announcements for this product (shared with rewards and gifts). */
const useSelection = (product: Product, route: Pick<RouteInfo, 'query'> | undefined): SubscriptionSelection | null => useChosenSelection(product, route);

type AddState = { status: 'idle' | 'adding' | 'added' } | { status: 'failed'; message: string | null };

function SubscribeDialog({ product, fascia, selection, onClose }: { product: Product; fascia: SubscriptionProps['fascia']; selection: SubscriptionSelection; onClose(): void }) {
  const { t } = useTranslation();
  const sizeId = useId();
  const errorId = useId();
  const sizeRef = useRef<HTMLSelectElement>(null);
  const choices = sizeChoices(product, selection.colour);
  const [variantId, setVariantId] = useState<string>(() => choices.find((v) => v.id === selection.variantId && v.isOnStock)?.id ?? '');
  const [sizeError, setSizeError] = useState(false);
  const [add, setAdd] = useState<AddState>({ status: 'idle' });
  const { mutate } = useSWRConfig();
  const priced = choices.find((v) => v.id === variantId) ?? pricedVariant(product, selection);

  async function addSelectedToBag() {
    if (add.status === 'adding') return;
    const checked = checkAdd(product, selection.colour, variantId || null);
    if ('error' in checked) {
      setSizeError(true);
      sizeRef.current?.focus();
      track('validation_error', { source: SUBSCRIPTION_SOURCE, item_id: product.key, error: 'select_size' });
      return;
    }
    setAdd({ status: 'adding' });
    try {
      // The page is told basket:item-added and basket:changed.
      const cart = await addToBag([{ sku: checked.variant.sku, marketplaceSku: checked.variant.marketplaceSku }], { source: SUBSCRIPTION_SOURCE });
      void mutate(apiPaths.basket(), cart, { revalidate: false });
      const sku = checked.variant.marketplaceSku ?? checked.variant.sku;
      track('add_to_cart', { source: SUBSCRIPTION_SOURCE, cartId: cart.id, item_id: product.key, skus: [sku], quantity: 1 });
      setAdd({ status: 'added' });
    } catch (error) {
      const message = error instanceof HttpRequestError ? error.serverMessage : null;
      setAdd({ status: 'failed', message });
    }
  }

  return (
    <ModalDialog title={t('subscription.modalTitle', { name: product.name })} closeLabel={t('subscription.close')} onClose={onClose} classes={classes}>
      {priced && <p className="sf-pdp-sub__price">{t('subscription.price', { price: formatMoney(subscriptionCents(priced.prices.centAmount), fascia) })}</p>}
      <label htmlFor={sizeId}>{t('subscription.size')}</label>
      <select
        id={sizeId}
        ref={sizeRef}
        value={variantId}
        aria-invalid={sizeError || undefined}
        aria-describedby={sizeError ? errorId : undefined}
        className={sizeError ? 'sf-pdp-sub__size sf-pdp-sub__size--error' : 'sf-pdp-sub__size'}
        onChange={(event) => {
          setVariantId(event.target.value);
          setSizeError(false);
          if (add.status !== 'adding') setAdd({ status: 'idle' });
        }}
      >
        <option value="">{t('subscription.selectSize')}</option>
        {choices.map((v) => (
          <option key={v.id} value={v.id} disabled={!v.isOnStock}>
            {v.isOnStock ? v.attributes.size : t('subscription.outOfStock', { size: v.attributes.size })}
          </option>
        ))}
      </select>
      {sizeError && (
        <p id={errorId} role="alert" className="sf-pdp-sub__error">
          {t('subscription.sizeRequired')}
        </p>
      )}
      <button type="button" className="sf-pdp-sub__add" aria-disabled={add.status === 'adding' || undefined} onClick={() => void addSelectedToBag()}>
        {add.status === 'adding' ? t('subscription.adding') : t('subscription.addToBag')}
      </button>
      <p role="status" className="sf-pdp-sub__status">
        {add.status === 'added' ? t('subscription.added') : add.status === 'failed' ? (add.message ?? t('subscription.addFailed')) : ''}
      </p>
    </ModalDialog>
  );
}

export function Subscription({ product, fascia, route }: SubscriptionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const selection = useSelection(product, route);
  const [open, setOpen] = useState<'info' | 'subscribe' | null>(null);
  if (!isSubscribable(product) || !selection) return null;
  const priced = pricedVariant(product, selection);
  if (!priced) return null;

  return (
    <section className="sf-pdp-sub" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-pdp-sub__title">
        {t('subscription.title')}
      </h2>
      <p className="sf-pdp-sub__teaser">{t('subscription.teaser', { price: formatMoney(subscriptionCents(priced.prices.centAmount), fascia) })}</p>
      <button type="button" className="sf-pdp-sub__info" onClick={() => setOpen('info')}>
        {t('subscription.moreInfo')}
      </button>
      <button type="button" className="sf-pdp-sub__subscribe" onClick={() => setOpen('subscribe')}>
        {t('subscription.subscribe')}
      </button>
      {open === 'info' && (
        <ModalDialog title={t('subscription.infoTitle')} closeLabel={t('subscription.close')} onClose={() => setOpen(null)} classes={classes}>
          <p>{t('subscription.infoText')}</p>
        </ModalDialog>
      )}
      {open === 'subscribe' && <SubscribeDialog product={product} fascia={fascia} selection={selection} onClose={() => setOpen(null)} />}
    </section>
  );
}
