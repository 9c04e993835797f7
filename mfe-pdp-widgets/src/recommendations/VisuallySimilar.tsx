// The visually similar link (spec 2 §4): the search runs when the shopper
// asks and the modal opens once it has an answer. The search and the dialog
// are chunks of their own, loaded then, so the link is all the page carries.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type FasciaSettings, type Product, type RouteInfo, type SessionSummary } from '@storefront/shared-contracts';
import { emit, on } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import type { CurrentProduct, SimilarChoice } from './rules';
import styles from './recommendations.module.css';

const LOG = '[pdpWidgets/VisuallySimilar]';
const SimilarDialog = lazy(() => import('./SimilarDialog'));
const loadSearch = () => import('./similarSearch');

export interface VisuallySimilarProps {
  product: Product;
  fascia: FasciaSettings;
  session?: SessionSummary;
  route?: Pick<RouteInfo, 'query'>;
}

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'open'; choice: SimilarChoice } | { kind: 'hidden' };

export function VisuallySimilar({ product, fascia, session, route }: VisuallySimilarProps) {
  const { t } = useTranslation();
  const chosen = useChosenSelection(product, route);
  const selection = chosen && { colour: chosen.colour, size: product.variants.find((v) => v.id === chosen.variantId)?.attributes.size ?? null };
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The link, where focus goes back when the modal closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const searching = useRef(false);

  // Quick add from a card opens its own dialog: this one makes way for it
  // (closed on the request, before the panel takes focus).
  useEffect(() => on('quick-add:open', () => setState((s) => (s.kind === 'open' ? { kind: 'idle' } : s)), { replay: false }), []);

  if (state.kind === 'hidden' || !selection) return null;

  const open = async () => {
    if (searching.current) return;
    searching.current = true;
    setState({ kind: 'searching' });
    const current: CurrentProduct = { key: product.key, classification: product.variants[0]?.attributes.classification, size: selection.size };
    const { findVisuallySimilar } = await loadSearch();
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
        <Suspense fallback={null}>
          <SimilarDialog
          title={state.choice.source === 'recommendations' ? t('visuallySimilar.recommended') : t('visuallySimilar.title')}
          cards={state.choice.cards}
          fascia={fascia}
          session={session}
          onClose={() => setState({ kind: 'idle' })}
          returnFocusTo={opener}
          />
        </Suspense>
      )}
    </div>
  );
}
