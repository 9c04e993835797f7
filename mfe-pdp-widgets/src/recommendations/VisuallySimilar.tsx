// The visually similar finder (spec 2 §4, §5, §7, §8, §9): a link that runs
// the search and opens a modal once it has succeeded. What the modal shows
// follows §4's fallback order: the results of the current product's
// classification (and chosen size), else all results, else the
// recommendation engine's similar products; deduped by group and colour, at
// most 6. When nothing is left the failure is logged and the block hidden.
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { emit, initialSelection, on, type FasciaSettings, type Product, type ProductCardData, type RouteInfo, type SessionSummary } from '@storefront/shared-contracts';
import { useModalDialog } from '@storefront/shared-contracts/dialog';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchRecommendationCards, fetchVisuallySimilar, lookUpProducts } from './api';
import { RecommendationCard } from './RecommendationCard';
import { chooseSimilar, similarEntries, type CurrentProduct, type SimilarChoice, type SimilarEntry } from './rules';
import styles from './recommendations.module.css';

const LOG = '[pdpWidgets/VisuallySimilar]';
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The search and its fallbacks; null when there is nothing to show. Failures are logged, never thrown. */
export async function findVisuallySimilar(fascia: FasciaSettings, product: Pick<Product, 'id' | 'key'>, colour: string, current: CurrentProduct): Promise<SimilarChoice | null> {
  let entries: SimilarEntry[] = [];
  try {
    const items = await fetchVisuallySimilar(fascia, product.key, colour);
    if (items.length === 0) console.warn(`${LOG} the search found nothing for ${product.key} in ${colour}`);
    else entries = similarEntries(items, await lookUpProducts(fascia, items.map((item) => item.item_group_id)));
  } catch (error) {
    console.error(`${LOG} search failed, falling back to the recommendation engine: ${message(error)}`);
  }
  const found = chooseSimilar(entries, current);
  if (found) return found;
  let fallback: ProductCardData[] = [];
  try {
    fallback = await fetchRecommendationCards('similar', product.id);
  } catch (error) {
    console.error(`${LOG} recommendation fallback failed: ${message(error)}`);
  }
  return chooseSimilar([], current, fallback);
}

interface DialogProps {
  title: string;
  cards: ProductCardData[];
  fascia: FasciaSettings;
  session?: SessionSummary;
  onClose(): void;
  returnFocusTo: HTMLElement | null;
}

function SimilarDialog({ title, cards, fascia, session, onClose, returnFocusTo }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(ref, { onClose, ...(returnFocusTo ? { returnFocusTo } : {}) });
  return createPortal(
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>{t('visuallySimilar.close')}</VisuallyHidden>
          </button>
        </div>
        <div className={styles.dialogBody}>
          <ul className={styles.grid} aria-label={t('visuallySimilar.list')}>
            {cards.map((card) => (
              <li key={`${card.productKey}-${card.colour}`}>
                <RecommendationCard product={card} fascia={fascia} session={session} placement="CAROUSEL" showQuickAdd headingLevel={3} imageLoading="eager" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>,
    document.body,
  );
}

export interface VisuallySimilarProps {
  product: Product;
  fascia: FasciaSettings;
  session?: SessionSummary;
  route?: Pick<RouteInfo, 'query'>;
}

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'open'; choice: SimilarChoice } | { kind: 'hidden' };

export function VisuallySimilar({ product, fascia, session, route }: VisuallySimilarProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<{ colour: string; size: string | null } | null>(() => {
    const initial = initialSelection(product, { colour: route?.query?.colour ?? null, size: route?.query?.size ?? null });
    if (!initial) return null;
    const size = product.variants.find((v) => v.id === initial.sizeVariantId)?.attributes.size ?? null;
    return { colour: initial.colour, size };
  });
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The link, where focus goes back when the modal closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const searching = useRef(false);

  useEffect(
    () => on('pdp:selection-changed', (s) => s.productId === product.id && setSelection({ colour: s.colour, size: s.size }), { replay: true }),
    [product.id],
  );
  // Quick add from a card opens its own dialog: this one makes way for it
  // (closed on the request, before the panel takes focus).
  useEffect(() => on('quick-add:open', () => setState((s) => (s.kind === 'open' ? { kind: 'idle' } : s)), { replay: false }), []);

  if (state.kind === 'hidden' || !selection) return null;

  const open = async () => {
    if (searching.current) return;
    searching.current = true;
    setState({ kind: 'searching' });
    const current: CurrentProduct = { key: product.key, classification: product.variants[0]?.attributes.classification, size: selection.size };
    const choice = await findVisuallySimilar(fascia, product, selection.colour, current);
    searching.current = false;
    if (!choice) {
      console.error(`${LOG} nothing to show for ${product.key} in ${selection.colour}: the block is hidden`);
      setState({ kind: 'hidden' });
      return;
    }
    emit('analytics:track', {
      event: 'visuallySimilar',
      payload: { item_id: product.key, colour: selection.colour, source: choice.source, count: choice.cards.length },
    });
    setState({ kind: 'open', choice });
  };

  const busy = state.kind === 'searching';
  return (
    <div>
      <button
        type="button"
        className={styles.similarLink}
        aria-haspopup="dialog"
        aria-disabled={busy ? 'true' : undefined}
        onClick={(event) => {
          setOpener(event.currentTarget);
          void open();
        }}
      >
        {t('visuallySimilar.link')}
      </button>
      <span role="status" className={styles.status}>
        {busy ? t('visuallySimilar.searching') : ''}
      </span>
      {state.kind === 'open' && (
        <SimilarDialog
          title={state.choice.source === 'recommendations' ? t('visuallySimilar.recommended') : t('visuallySimilar.title')}
          cards={state.choice.cards}
          fascia={fascia}
          session={session}
          onClose={() => setState({ kind: 'idle' })}
          returnFocusTo={opener}
        />
      )}
    </div>
  );
}
