// The "style together" bundle (spec 2 §2–5, §9) and the influencer's "Shop
// The Look" block. Each bundle product has a Select checkbox, a colour and a
// size; one "Add selected to bag" adds every selected product in one request
// and then deselects them. The rules are in rules.ts. The page's boot data
// leaves Product.related out (it is most of its bytes): ProductBundles reads
// it from the api when the slot comes near.
import { useId, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  apiPaths,
  colourOptions,
  formatMoney,
  imageUrl,
  productUrl,
  type Bundle,
  type BundleProduct,
  type FasciaSettings,
  type InfluencerLook,
  type Product,
  type ProductRelated,
  type SessionSummary,
} from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { addToBag, bagSku } from '@storefront/shared-contracts/basket/client';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import { fetchRelated } from './api';
import { RemoteProductCard } from './RemoteProductCard';
import {
  afterAdd,
  bundleToShow,
  chooseColour,
  chooseSize,
  decideAdd,
  initialItem,
  isColourOnStock,
  needsPersonalising,
  shownVariant,
  sizeChoices,
  sizedVariant,
  talentCard,
  toggleSelected,
  type BundleItemState,
} from './rules';
import styles from './Bundles.module.css';

export const BUNDLE_SOURCE = 'bundle';

export interface BundlesProps {
  product: Product;
  fascia: FasciaSettings;
  session?: SessionSummary;
}

/** The product's bundle and look, once the api has answered its related products; nothing while it has not or when it fails. */
export function ProductBundles(props: BundlesProps) {
  const { data } = useSWR(['pdp-related', props.product.id], () => fetchRelated(props.product.id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('[pdpWidgets/Bundles] related products failed:', failure),
  });
  return data ? <Bundles {...props} related={data} /> : null;
}

export function Bundles({ product, related, fascia, session }: BundlesProps & { related: ProductRelated }) {
  const bundle = useMemo(() => bundleToShow(related, product.id), [related, product.id]);
  const look = related.influencer;
  const hasLook = Boolean(look && Array.isArray(look.products) && look.products.length > 0);
  if (!bundle && !hasLook) return null;
  return (
    <>
      {bundle && <BundlePanel key={`${product.id}|${bundle.id}`} bundle={bundle} product={product} fascia={fascia} />}
      {hasLook && <ShopTheLook look={look!} fascia={fascia} session={session} />}
    </>
  );
}

type Items = Record<string, BundleItemState>;
type Notice = { kind: 'added'; count: number } | { kind: 'error'; text: string } | null;

function initialItems(products: readonly BundleProduct[]): Items {
  const items: Items = {};
  for (const p of products) {
    const item = initialItem(p);
    if (item) items[p.id] = item;
  }
  return items;
}

function BundlePanel({ bundle, product, fascia }: { bundle: Bundle; product: Product; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const titleId = useId();
  const products = useMemo(() => bundle.products.filter((p) => initialItem(p) !== null), [bundle]);
  const [items, setItems] = useState<Items>(() => initialItems(products));
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const sizeSelects = useRef(new Map<string, HTMLSelectElement>());

  const update = (id: string, change: (item: BundleItemState) => BundleItemState) => {
    setNotice(null);
    setItems((current) => (current[id] ? { ...current, [id]: change(current[id]) } : current));
  };

  const selected = products.filter((p) => items[p.id]?.isSelected);

  async function addSelected() {
    if (adding) return;
    const decision = decideAdd(products, items);
    if (decision.action === 'none') return;
    if (decision.action === 'selectSize') {
      setNotice(null);
      setItems((current) => {
        const next = { ...current };
        for (const id of decision.productIds) next[id] = { ...next[id]!, sizeError: true };
        return next;
      });
      sizeSelects.current.get(decision.productIds[0]!)?.focus();
      track('validation_error', {
        source: BUNDLE_SOURCE,
        item_id: product.key,
        error: 'select_size',
        products: decision.productIds.map((id) => products.find((p) => p.id === id)?.productKey ?? id),
      });
      return;
    }
    setAdding(true);
    setNotice(null);
    const variants = decision.lines.map((line) => line.variant);
    try {
      // Every selected line in one request; the page is told basket:item-added and basket:changed.
      const cart = await addToBag(variants.map((v) => ({ sku: v.sku, marketplaceSku: v.marketplaceSku })), { source: BUNDLE_SOURCE });
      // The answer is the whole cart: keep the shared SWR copy fresh for the bag.
      void mutate(apiPaths.basket(), cart, { revalidate: false });
      const skus = variants.map(bagSku);
      track('add_to_cart', {
        source: BUNDLE_SOURCE,
        cartId: cart.id,
        item_id: product.key,
        bundleId: bundle.id,
        bundleType: bundle.bundleType,
        skus,
        quantity: skus.length,
      });
      setItems((current) => afterAdd(current, decision.lines.map((line) => line.productId)));
      setNotice({ kind: 'added', count: variants.length });
    } catch (failure) {
      console.error(`[pdpWidgets/Bundles] add to bag failed: ${failure instanceof Error ? failure.message : String(failure)}`);
      setNotice({ kind: 'error', text: failure instanceof HttpRequestError && failure.serverMessage ? failure.serverMessage : t('addError') });
    } finally {
      setAdding(false);
    }
  }

  const totalCents = selected.reduce((sum, p) => sum + (shownVariant(p, items[p.id]!)?.prices.centAmount ?? 0), 0);

  return (
    <section className={styles.bundle} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.bundleTitle}>
        {bundle.header || t('title')}
      </h2>
      <ul className={styles.bundleProducts}>
        {products.map((p) => (
          <li key={p.id}>
            <BundleItem
              product={p}
              item={items[p.id]!}
              fascia={fascia}
              onColour={(colour) => update(p.id, (item) => chooseColour(p, item, colour))}
              onSize={(variantId) => update(p.id, (item) => chooseSize(p, item, variantId))}
              onSelected={(value) => update(p.id, (item) => toggleSelected(p, item, value))}
              sizeSelectRef={(element) => {
                if (element) sizeSelects.current.set(p.id, element);
                else sizeSelects.current.delete(p.id);
              }}
            />
          </li>
        ))}
      </ul>
      <div className={styles.bundleFooter}>
        <p className={styles.bundleSummary}>
          {t('selectedCount', { count: selected.length })}
          {selected.length > 0 && <> · {formatMoney(totalCents, fascia)}</>}
        </p>
        <button type="button" className={styles.bundleAdd} disabled={selected.length === 0 || adding} onClick={() => void addSelected()}>
          {adding ? t('adding') : t('addSelected')}
        </button>
        <p className={styles.bundleNotice} role="status">
          {notice?.kind === 'added' ? t('added', { count: notice.count }) : ''}
        </p>
        {notice?.kind === 'error' && (
          <p className={styles.bundleError} role="alert">
            {notice.text}
          </p>
        )}
      </div>
    </section>
  );
}

interface BundleItemProps {
  product: BundleProduct;
  item: BundleItemState;
  fascia: FasciaSettings;
  onColour: (colour: string) => void;
  onSize: (variantId: string | null) => void;
  onSelected: (selected: boolean) => void;
  sizeSelectRef: (element: HTMLSelectElement | null) => void;
}

function BundleItem({ product, item, fascia, onColour, onSize, onSelected, sizeSelectRef }: BundleItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const colourOutOfStock = !isColourOnStock(product, item.colour);
  const variant = shownVariant(product, item);
  const image = variant?.images[0]?.desktop.url;
  const price = variant?.prices;
  const sizes = sizeChoices(product, item.colour);
  const sized = sizedVariant(product, item);
  const ids = { checkbox: `${id}-select`, colour: `${id}-colour`, size: `${id}-size`, colourError: `${id}-colour-error`, sizeError: `${id}-size-error`, personalise: `${id}-personalise` };
  const personalised = needsPersonalising(product);

  return (
    <fieldset className={styles.bundleItem}>
      <legend className={styles.bundleName}>
        <a href={productUrl({ slug: product.slug, isPremier: product.isPremier, colour: item.colour })}>{product.name}</a>
      </legend>
      {image && <img className={styles.bundleImage} src={imageUrl(image, 320)} alt="" width={160} height={200} loading="lazy" decoding="async" />}
      {price && (
        <p className={styles.bundlePrice}>
          {formatMoney(price.centAmount, fascia)}
          {price.wasPrice && price.wasPrice.centAmount > price.centAmount && (
            <>
              {' '}
              <s>{t('wasPrice', { price: formatMoney(price.wasPrice.centAmount, fascia) })}</s>
            </>
          )}
        </p>
      )}
      <div className={styles.bundleField}>
        <label htmlFor={ids.colour}>{t('colour')}</label>
        <select
          id={ids.colour}
          value={item.colour}
          aria-invalid={colourOutOfStock || undefined}
          aria-describedby={colourOutOfStock ? ids.colourError : undefined}
          onChange={(event) => onColour(event.target.value)}
        >
          {colourOptions(product).map((c) => (
            <option key={c.colour} value={c.colour}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {colourOutOfStock && (
        <p id={ids.colourError} className={styles.bundleError} role="alert">
          {t('colourOutOfStock')}
        </p>
      )}
      <div className={styles.bundleField}>
        <label htmlFor={ids.size}>{t('size')}</label>
        <select
          id={ids.size}
          ref={sizeSelectRef}
          className={item.sizeError ? styles.bundleSizeError : undefined}
          value={sized?.id ?? ''}
          disabled={colourOutOfStock}
          aria-invalid={item.sizeError || undefined}
          aria-describedby={item.sizeError ? ids.sizeError : undefined}
          onChange={(event) => onSize(event.target.value || null)}
        >
          <option value="">{t('sizePlaceholder')}</option>
          {sizes.map((s) => (
            <option key={s.variantId} value={s.variantId} disabled={s.disabled}>
              {s.disabled ? t('outOfStockOption', { size: s.size }) : s.size}
            </option>
          ))}
        </select>
      </div>
      {item.sizeError && (
        <p id={ids.sizeError} className={styles.bundleError} role="alert">
          {t('selectSize')}
        </p>
      )}
      <div className={styles.bundleCheck}>
        <input
          id={ids.checkbox}
          type="checkbox"
          checked={item.isSelected}
          disabled={colourOutOfStock || personalised}
          aria-describedby={personalised ? ids.personalise : undefined}
          onChange={(event) => onSelected(event.target.checked)}
        />
        <label htmlFor={ids.checkbox}>{t('select')}</label>
      </div>
      {personalised && (
        <p id={ids.personalise} className={styles.bundleNote}>
          {t('personalise')}
        </p>
      )}
    </fieldset>
  );
}

function ShopTheLook({ look, fascia, session }: { look: InfluencerLook; fascia: FasciaSettings; session?: SessionSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cards = useMemo(() => look.products.filter((card) => card && typeof card.id === 'string').map(talentCard), [look]);
  return (
    <section className={styles.look} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.bundleTitle}>
        {look.header?.trim() || t('shopTheLook')}
      </h2>
      <ul className={styles.lookCards}>
        {cards.map((card) => (
          <li key={card.id}>
            <RemoteProductCard product={card} fascia={fascia} {...(session ? { session } : {})} placement="CAROUSEL" headingLevel={3} imageLoading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
