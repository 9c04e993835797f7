// Brand marquee constants and rules (spec 3 §9): at least 24 items (the
// editor's repeated), 38 px high, a gap of 1.8 × the height, 30 s a loop by
// default.

export const MARQUEE_MIN_ITEMS = 24;
export const MARQUEE_HEIGHT = 38;
export const MARQUEE_GAP = 1.8 * MARQUEE_HEIGHT;
export const MARQUEE_DEFAULT_SPEED_SECONDS = 30;

export interface Repeated<T> {
  item: T;
  /** The editor's own item (its first appearance); the others are repeats. */
  original: boolean;
}

/** The editor's items repeated, whole, until there are at least `minimum`. */
export function repeatToMinimum<T>(items: readonly T[], minimum = MARQUEE_MIN_ITEMS): Array<Repeated<T>> {
  if (items.length === 0) return [];
  const rounds = Math.max(1, Math.ceil(minimum / items.length));
  const out: Array<Repeated<T>> = [];
  for (let round = 0; round < rounds; round += 1) for (const item of items) out.push({ item, original: round === 0 });
  return out;
}

export function marqueeDuration(speedSeconds: number | undefined): number {
  return speedSeconds && speedSeconds > 0 ? speedSeconds : MARQUEE_DEFAULT_SPEED_SECONDS;
}
