// The variant of an experiment this page shows (./experiments.ts says from
// what): browser runtime, since the QA override lives in this browser's
// localStorage and address (`@storefront/shared-contracts/experiments/browser`).
import { EXPERIMENT_PARAM, EXPERIMENT_STORAGE_KEY, parseExperimentOverrides, resolveExperiment, type ExperimentName, type ExperimentOverrides, type ExperimentSource, type ExperimentVariant } from './experiments';
import type { FlagSource } from '../flags/flags';

function flagSource(source: ExperimentSource | null | undefined): FlagSource {
  if (!source) return {};
  return 'features' in source ? { fascia: source } : (source as FlagSource);
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

/**
 * The variant of `name` this page shows (see the top of ./experiments.ts for
 * the order of sources): `experiment('atbModal', props)` with parcel props, or
 * `experiment('atbModal', fascia)`.
 */
export function experiment<N extends ExperimentName>(name: N, source?: ExperimentSource | null): ExperimentVariant<N> {
  const { flags, fascia } = flagSource(source);
  return resolveExperiment(name, { overrides: experimentOverrides(), fascia: fascia ?? null, flags: flags ?? null });
}
