// Facet panels: one per facet key present in the results, in the index's
// facet ordering (renderingContent), with the shopper's current refinements.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { DynamicWidgets, useClearRefinements, useCurrentRefinements, useInstantSearch, useRefinementList } from '../search/libraries';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { viewportWidth } from '../common/useLayout';
import { FACET_KEYS, facetPanelOrder, facetValueSort } from '../search/facets';
import { MOBILE_BREAKPOINT_PX } from '../search/requestContext';
import { facetLabel, facetValueLabel } from './facetLabels';
import styles from './SearchPage.module.css';

const FACET_LIMIT = 10;
const FACET_SHOW_MORE_LIMIT = 100;
/** Panels open from the start; the others open on demand (and any refined one). */
const OPEN_BY_DEFAULT = new Set(['category', 'size', 'colourFacet', 'brand', 'priceRange']);

interface RawResults {
  _rawResults?: Array<{ facets?: Record<string, Record<string, number>> }>;
}

/** Facet attributes with at least one value in the main result. */
function presentFacets(results: unknown): string[] {
  const facets = (results as RawResults | undefined)?._rawResults?.[0]?.facets ?? {};
  return Object.entries(facets)
    .filter(([, values]) => values && Object.keys(values).length > 0)
    .map(([name]) => name);
}

export function Facets({ fascia }: { fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const narrow = useNarrowViewport();
  // On a phone the panels are hidden behind the Filters button: they are
  // built when it is first opened, not on the listing's first render.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const showPanels = !narrow || wanted;
  return (
    <aside className={styles.filters} aria-label={t('search.filters')}>
      <button type="button" className={styles.filtersToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('search.filters')}
      </button>
      <div id={panelId} className={styles.filterPanels} data-open={open}>
        <CurrentRefinements fascia={fascia} />
        <KeepRefinements all={showPanels} />
        {showPanels && (
          <DynamicWidgets
            facets={['*']}
            transformItems={(ordering, { results }) => facetPanelOrder(ordering, presentFacets(results))}
            fallbackComponent={({ attribute }: { attribute: string }) => <FacetPanel attribute={attribute} fascia={fascia} />}
          />
        )}
      </div>
    </aside>
  );
}

/** Below the mobile breakpoint, kept up to date on resize. */
function useNarrowViewport(): boolean {
  const [narrow, setNarrow] = useState(() => viewportWidth() < MOBILE_BREAKPOINT_PX);
  useEffect(() => {
    const update = () => setNarrow(viewportWidth() < MOBILE_BREAKPOINT_PX);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return narrow;
}

/**
 * Refinement lists that render nothing, mounted from the start: facet panels
 * mount only once results show their facet, and InstantSearch drops address
 * refinements of widgets that are not mounted (a reload or a shared link
 * would lose them). With the panels shown there is one for every facet key,
 * so the panels' own widgets, when they mount, ask for nothing new (the
 * client answers from its cache instead of searching again). With them
 * hidden (a phone before Filters is opened) only refined keys get one: each
 * widget makes every later one dearer to add, and an unrefined facet has
 * nothing to keep.
 */
function KeepRefinements({ all }: { all: boolean }) {
  const { indexUiState } = useInstantSearch();
  const refined = indexUiState.refinementList ?? {};
  return FACET_KEYS.filter((attribute) => all || (refined[attribute]?.length ?? 0) > 0).map((attribute) => <KeepRefinement key={attribute} attribute={attribute} />);
}

function KeepRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, limit: FACET_LIMIT, showMore: true, showMoreLimit: FACET_SHOW_MORE_LIMIT });
  return null;
}

function FacetPanel({ attribute, fascia }: { attribute: string; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const listId = useId();
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: FACET_LIMIT,
    showMore: true,
    showMoreLimit: FACET_SHOW_MORE_LIMIT,
    sortBy: facetValueSort(attribute),
  });
  const labelled = items.flatMap((item) => {
    const label = facetValueLabel(attribute, item.value, fascia, t);
    return label === null ? [] : [{ ...item, label }];
  });
  const refinedCount = labelled.filter((item) => item.isRefined).length;
  const [open, setOpen] = useState(OPEN_BY_DEFAULT.has(attribute) || refinedCount > 0);
  if (labelled.length === 0) return null;
  const name = facetLabel(attribute, t);
  return (
    <section className={styles.facet} aria-label={name}>
      <h2 className={styles.facetTitle}>
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {name}
          {refinedCount > 0 && ` (${refinedCount})`}
        </button>
      </h2>
      <div id={listId} hidden={!open}>
        <ul className={styles.facetValues}>
          {labelled.map((item) => (
            <li key={item.value}>
              <label>
                <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} /> {t('search.facetValue', { label: item.label, count: item.count })}
              </label>
            </li>
          ))}
        </ul>
        {canToggleShowMore && (
          <button type="button" className={styles.linkButton} onClick={toggleShowMore}>
            {isShowingMore ? t('search.showLess') : t('search.showMore')}
          </button>
        )}
      </div>
    </section>
  );
}

function CurrentRefinements({ fascia }: { fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const { items } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => {
      const value = facetValueLabel(item.attribute, String(refinement.value), fascia, t) ?? refinement.label;
      return { key: `${item.attribute}:${refinement.value}`, label: `${facetLabel(item.attribute, t)}: ${value}`, remove: () => item.refine(refinement) };
    }),
  );
  if (chips.length === 0) return null;
  return (
    <div className={styles.current}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} aria-label={t('search.removeRefinement', { label: chip.label })} onClick={chip.remove}>
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {canRefine && (
        <button type="button" className={styles.linkButton} onClick={clearAll}>
          {t('search.clearAll')}
        </button>
      )}
    </div>
  );
}
