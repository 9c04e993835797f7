// A/B tests (spec 2 §6): which variant of an experiment this page shows.
//
// There is no flag system yet. Until there is, an experiment's variant comes
// from, in order:
//   1. a QA override for this browser: `?experiment=atbModal=testAtbModalV1`
//      (several: comma separated), kept in localStorage under
//      `storefront:experiments` for the pages that follow;
//      `?experiment=reset` forgets them;
//   2. the fascia's setting (`FasciaSettings.features`, in the boot data and
//      every parcel's props), the only assignment there is today;
//   3. the experiment's first variant, its control.
// The flag system (decided on the server, stable per visitor: ARCHITECTURE.md
// §7) replaces step 2 with the visitor's assignment; callers keep calling
// `experiment(name, fascia)`.
import type { FasciaSettings } from '../fascia/fascias';

/** Every experiment with its variants; the first variant is the control. */
export const EXPERIMENTS = {
  /** The added-to-bag panel's second button: VIEW BAG ('default') or CHECKOUT ('testAtbModalV1'). */
  atbModal: ['default', 'testAtbModalV1'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<N extends ExperimentName> = (typeof EXPERIMENTS)[N][number];
export type ExperimentOverrides = { [N in ExperimentName]?: ExperimentVariant<N> };

/** The query parameter and localStorage key of the QA override. */
export const EXPERIMENT_PARAM = 'experiment';
export const EXPERIMENT_STORAGE_KEY = 'storefront:experiments';

type FasciaFeatures = Pick<FasciaSettings, 'features'>;

/** Today's assignment of each experiment: the fascia's setting. */
const FROM_FASCIA: { [N in ExperimentName]: (fascia: FasciaFeatures) => unknown } = {
  atbModal: (fascia) => fascia.features?.atbModalVariant,
};

const isName = (value: string): value is ExperimentName => Object.hasOwn(EXPERIMENTS, value);

function isVariant<N extends ExperimentName>(name: N, value: unknown): value is ExperimentVariant<N> {
  return typeof value === 'string' && (EXPERIMENTS[name] as readonly string[]).includes(value);
}

/**
 * Reads `atbModal=testAtbModalV1,other=b` (the query parameter) or its JSON
 * form (localStorage). Unknown experiments and variants are left out.
 */
export function parseExperimentOverrides(text: string | null | undefined): ExperimentOverrides {
  const overrides: Record<string, string> = {};
  if (!text) return overrides;
  let pairs: Array<[string, unknown]>;
  try {
    const parsed: unknown = text.trim().startsWith('{') ? JSON.parse(text) : null;
    pairs = parsed && typeof parsed === 'object' ? Object.entries(parsed) : text.split(',').map((pair) => pair.split('=', 2).map((part) => part.trim()) as [string, string]);
  } catch {
    return overrides;
  }
  for (const [name, variant] of pairs) {
    if (isName(name) && isVariant(name, variant)) overrides[name] = variant;
  }
  return overrides as ExperimentOverrides;
}

/** The variant from the sources in order: override, fascia, control. */
export function resolveExperiment<N extends ExperimentName>(name: N, sources: { overrides?: ExperimentOverrides; fascia?: FasciaFeatures | null }): ExperimentVariant<N> {
  const override = sources.overrides?.[name];
  if (isVariant(name, override)) return override;
  const assigned = sources.fascia ? FROM_FASCIA[name](sources.fascia) : undefined;
  if (isVariant(name, assigned)) return assigned;
  return EXPERIMENTS[name][0];
}

/**
 * This browser's QA overrides: the address's parameter (kept for the pages
 * that follow, `reset` forgets them) merged over the kept ones.
 */
export function experimentOverrides(): ExperimentOverrides {
  if (typeof window === 'undefined') return {};
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): the address still works.
  }
  const param = new URLSearchParams(window.location.search).get(EXPERIMENT_PARAM);
  if (param === 'reset') {
    storage?.removeItem(EXPERIMENT_STORAGE_KEY);
    return {};
  }
  const kept = parseExperimentOverrides(storage?.getItem(EXPERIMENT_STORAGE_KEY));
  const merged = { ...kept, ...parseExperimentOverrides(param) };
  if (param !== null && Object.keys(merged).length > 0) {
    try {
      storage?.setItem(EXPERIMENT_STORAGE_KEY, JSON.stringify(merged));
    } catch {
      // Full or refused storage: the override holds for this page only.
    }
  }
  return merged;
}

/** The variant of `name` this page shows (see the top of this file for the order of sources). */
export function experiment<N extends ExperimentName>(name: N, fascia?: FasciaFeatures | null): ExperimentVariant<N> {
  return resolveExperiment(name, { overrides: experimentOverrides(), fascia });
}
