// Feature flags and A/B tests (spec 2 §6), typed for every remote.
//
// The shell's server decides every flag for the request (OpenFeature with a
// local provider over shell/src/flags/flags.json: per fascia, environment,
// visitor and signed-in state; experiments stable per visitor through the
// `sf_vid` cookie; per-browser overrides through `?flags=` kept in the
// `sf_flags` cookie) and puts the decided values in the boot data
// (`BootData.flags`) and in every parcel's props (`ParcelBaseProps.flags`).
// The browser never evaluates a flag: it reads the decided values with
// `flag(name, props)`. No flag SDK is in any browser bundle.
import type { FasciaSettings } from '../fascia/fascias';

/** An on/off flag. */
interface BooleanFlagDefinition {
  kind: 'boolean';
  /** The value when nothing decided one (no flags in the props, no fascia setting). */
  fallback: boolean;
}

/** An A/B test: one of its variants per visitor; the first is the control. */
interface ExperimentDefinition {
  kind: 'experiment';
  variants: readonly [string, ...string[]];
}

/** Every flag and experiment of spec 2 §6. Add one here, then to shell/src/flags/flags.json. */
export const FLAGS = {
  /** The added-to-bag panel's second button: VIEW BAG ('default') or CHECKOUT ('testAtbModalV1'). */
  atbModal: { kind: 'experiment', variants: ['default', 'testAtbModalV1'] },
  /** Where the product page's delivery badges sit: under the price or under the add button. */
  deliveryBadgePosition: { kind: 'experiment', variants: ['underPrice', 'underButton'] },
  /** Quick add on the recently viewed carousel's cards. */
  quickAddInRecentlyViewed: { kind: 'boolean', fallback: true },
  /** No colour swatches on Beauty product cards. */
  hideBeautySwatches: { kind: 'boolean', fallback: false },
  /** Similar products as a grid instead of a carousel. */
  similarProductsGrid: { kind: 'boolean', fallback: false },
  /** The reviews block on the product page. */
  reviews: { kind: 'boolean', fallback: true },
  /** The subscription teaser and its modals. */
  subscription: { kind: 'boolean', fallback: false },
  /** The rewards-points badge. */
  rewards: { kind: 'boolean', fallback: true },
  /** The live stock check (GET /_api/stock/{productId}) on the product page. */
  liveStockRefresh: { kind: 'boolean', fallback: true },
} as const satisfies Record<string, BooleanFlagDefinition | ExperimentDefinition>;

type Definitions = typeof FLAGS;
export type FlagName = keyof Definitions;
export type BooleanFlagName = { [N in FlagName]: Definitions[N] extends { kind: 'boolean' } ? N : never }[FlagName];
export type ExperimentFlagName = { [N in FlagName]: Definitions[N] extends { kind: 'experiment' } ? N : never }[FlagName];
/** The value of a flag: a boolean, or one of an experiment's variants. */
export type FlagValue<N extends FlagName> = N extends FlagName ? (Definitions[N] extends { variants: readonly (infer V)[] } ? V : boolean) : never;
/** Every flag's decided value for this page. */
export type FlagValues = { [N in FlagName]: FlagValue<N> };
/** Per-browser overrides: some flags with a forced value. */
export type FlagOverrides = Partial<FlagValues>;

export const FLAG_NAMES = Object.keys(FLAGS) as FlagName[];

/** The query parameter of the per-browser override, and the cookie that keeps it. */
export const FLAGS_PARAM = 'flags';
export const FLAGS_OVERRIDE_COOKIE = 'sf_flags';
/** The visitor id cookie experiments are bucketed by. */
export const VISITOR_COOKIE = 'sf_vid';

export function isFlagName(value: unknown): value is FlagName {
  return typeof value === 'string' && Object.hasOwn(FLAGS, value);
}

export function isExperimentFlag(name: FlagName): name is ExperimentFlagName {
  return FLAGS[name].kind === 'experiment';
}

/** The variants of an experiment, control first; [true, false] for a boolean flag. */
export function flagVariants<N extends FlagName>(name: N): ReadonlyArray<FlagValue<N>> {
  const definition: BooleanFlagDefinition | ExperimentDefinition = FLAGS[name];
  return (definition.kind === 'experiment' ? definition.variants : [true, false]) as unknown as ReadonlyArray<FlagValue<N>>;
}

export function isFlagValue<N extends FlagName>(name: N, value: unknown): value is FlagValue<N> {
  return (flagVariants(name) as readonly unknown[]).includes(value);
}

/** The value nothing decided: an experiment's control, a boolean flag's fallback. */
export function flagFallback<N extends FlagName>(name: N): FlagValue<N> {
  const definition: BooleanFlagDefinition | ExperimentDefinition = FLAGS[name];
  return (definition.kind === 'experiment' ? definition.variants[0] : definition.fallback) as FlagValue<N>;
}

type FasciaFeatures = FasciaSettings['features'];

/**
 * `FasciaSettings.features`, the per-fascia switches that came before flags,
 * mapped to flag names. Still read when a parcel gets no `flags` (tests,
 * parcels mounted outside the shell); the shell's server also writes the
 * decided values back into `fascia.features`, so readers of the old shape
 * follow the flags too.
 */
const FROM_FASCIA: { [N in FlagName]: (features: Partial<FasciaFeatures>) => unknown } = {
  atbModal: (f) => f.atbModalVariant,
  deliveryBadgePosition: () => undefined,
  quickAddInRecentlyViewed: (f) => f.quickAddInRecentlyViewed,
  hideBeautySwatches: (f) => f.hideBeautySwatches,
  similarProductsGrid: (f) => f.similarProductsGrid,
  reviews: (f) => f.reviews,
  subscription: (f) => f.subscription,
  rewards: (f) => f.rewards,
  liveStockRefresh: (f) => f.liveStockRefresh,
};

/** Where a remote reads flags from: its parcel props (or anything with `flags` and `fascia`). */
export interface FlagSource {
  flags?: Partial<FlagValues> | null;
  fascia?: { features?: Partial<FasciaFeatures> } | null;
}

/**
 * The decided value of `name` for this page: from `props.flags` (the
 * server's decision, overrides included), else the fascia's setting, else
 * the flag's fallback (an experiment's control). A value that is not one of
 * the flag's values is ignored.
 *
 *   if (!flag('reviews', props)) return null;
 *   const position = flag('deliveryBadgePosition', props); // 'underPrice' | 'underButton'
 */
export function flag<N extends FlagName>(name: N, source?: FlagSource | null): FlagValue<N> {
  const decided = source?.flags?.[name];
  if (isFlagValue(name, decided)) return decided;
  const features = source?.fascia?.features;
  const fromFascia = features ? FROM_FASCIA[name](features) : undefined;
  if (isFlagValue(name, fromFascia)) return fromFascia;
  return flagFallback(name);
}

/** Every flag's value for this page (see `flag`). */
export function flagValues(source?: FlagSource | null): FlagValues {
  return Object.fromEntries(FLAG_NAMES.map((name) => [name, flag(name, source)])) as unknown as FlagValues;
}

/**
 * `FasciaSettings.features` with the decided flags written in: what the
 * shell's server passes to parcels so readers of `fascia.features` follow
 * the flags (and their overrides).
 */
export function featuresWithFlags(features: FasciaFeatures, flags: FlagValues): FasciaFeatures {
  return {
    ...features,
    atbModalVariant: flags.atbModal,
    quickAddInRecentlyViewed: flags.quickAddInRecentlyViewed,
    hideBeautySwatches: flags.hideBeautySwatches,
    similarProductsGrid: flags.similarProductsGrid,
    reviews: flags.reviews,
    subscription: flags.subscription,
    rewards: flags.rewards,
    liveStockRefresh: flags.liveStockRefresh,
  };
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, on: true, '1': true, false: false, off: false, '0': false };

export interface ParsedFlagOverrides {
  /** Name → value pairs to force. */
  set: FlagOverrides;
  /** Names given with no value (`rewards=`): forget that override. */
  cleared: FlagName[];
  /** `reset` was given: forget every override first. */
  reset: boolean;
}

/**
 * Reads `atbModal=testAtbModalV1,rewards=false` (the `?flags=` parameter,
 * repeatable, or the cookie). Booleans take true/false, on/off, 1/0.
 * `name=` forgets one override, `reset` forgets them all. Unknown names and
 * values are ignored.
 */
export function parseFlagOverrides(...texts: ReadonlyArray<string | null | undefined>): ParsedFlagOverrides {
  let set: Record<string, unknown> = {};
  let cleared = new Set<FlagName>();
  let reset = false;
  for (const text of texts) {
    if (!text) continue;
    for (const part of text.split(',')) {
      const item = part.trim();
      if (item === 'reset') {
        reset = true;
        set = {};
        cleared = new Set();
        continue;
      }
      const eq = item.indexOf('=');
      if (eq <= 0) continue;
      const name = item.slice(0, eq).trim();
      const raw = item.slice(eq + 1).trim();
      if (!isFlagName(name)) continue;
      if (raw === '') {
        delete set[name];
        cleared.add(name);
        continue;
      }
      const value = isExperimentFlag(name) ? raw : BOOLEAN_WORDS[raw.toLowerCase()];
      if (!isFlagValue(name, value)) continue;
      set[name] = value;
      cleared.delete(name);
    }
  }
  return { set: set as FlagOverrides, cleared: [...cleared], reset };
}

/** The kept overrides (cookie) with the address's changes applied. */
export function mergeFlagOverrides(kept: FlagOverrides, change: ParsedFlagOverrides): FlagOverrides {
  const next: Record<string, unknown> = change.reset ? {} : { ...kept };
  for (const name of change.cleared) delete next[name];
  Object.assign(next, change.set);
  return next as FlagOverrides;
}

/** `atbModal=testAtbModalV1,rewards=false`: the cookie's form, read back by `parseFlagOverrides`. */
export function formatFlagOverrides(overrides: FlagOverrides): string {
  return FLAG_NAMES.filter((name) => overrides[name] !== undefined)
    .map((name) => `${name}=${String(overrides[name])}`)
    .join(',');
}
