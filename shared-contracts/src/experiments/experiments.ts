// A/B tests (spec 2 §6): the experiments, their variants and the order in
// which a variant is chosen. The page's own choice, `experiment(name, source)`
// (./browser.ts, `@storefront/shared-contracts/experiments/browser`), reads
// this browser's storage and address.
//
// Experiments are flags (../flags/flags.ts) decided on the shell's server,
// stable per visitor. `experiment(name, source)` reads, in order:
//   1. a client-only QA override for this browser:
//      `?experiment=atbModal=testAtbModalV1` (several: comma separated), kept
//      in localStorage under `storefront:experiments`; `?experiment=reset`
//      forgets them. Prefer `?flags=atbModal=testAtbModalV1`: the server
//      decides with it, so the first paint is right, and the override banner
//      shows it;
//   2. the server's assignment: `flags` of the parcel props when the source
//      carries them;
//   3. the fascia's setting (`FasciaSettings.features`, into which the
//      shell's server writes the decided flags, so `experiment(name, fascia)`
//      follows the assignment too);
//   4. the experiment's first variant, its control.
import type { FasciaSettings } from '../fascia/fascias';
import { FLAGS, flag, isFlagValue, type ExperimentFlagName, type FlagSource, type FlagValue } from '../flags/flags';

/** Every experiment with its variants; the first variant is the control. */
export const EXPERIMENTS = {
  atbModal: FLAGS.atbModal.variants,
  deliveryBadgePosition: FLAGS.deliveryBadgePosition.variants,
} as const satisfies { [N in ExperimentFlagName]: readonly [string, ...string[]] };

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<N extends ExperimentName> = FlagValue<N>;
export type ExperimentOverrides = { [N in ExperimentName]?: ExperimentVariant<N> };

/** The query parameter and localStorage key of the QA override. */
export const EXPERIMENT_PARAM = 'experiment';
export const EXPERIMENT_STORAGE_KEY = 'storefront:experiments';

type FasciaFeatures = { features?: Partial<FasciaSettings['features']> };

/** What `experiment` reads the assignment from: parcel props (flags and fascia), or a fascia alone. */
export type ExperimentSource = FasciaFeatures | FlagSource;

const isName = (value: string): value is ExperimentName => Object.hasOwn(EXPERIMENTS, value);

function isVariant<N extends ExperimentName>(name: N, value: unknown): value is ExperimentVariant<N> {
  return isFlagValue(name, value);
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

/** The variant from the sources in order: override, flags, fascia, control. */
export function resolveExperiment<N extends ExperimentName>(
  name: N,
  sources: { overrides?: ExperimentOverrides; fascia?: FasciaFeatures | null; flags?: FlagSource['flags'] },
): ExperimentVariant<N> {
  const override = sources.overrides?.[name];
  if (isVariant(name, override)) return override;
  return flag(name, { flags: sources.flags ?? null, fascia: sources.fascia ?? null });
}
