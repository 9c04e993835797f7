// Card swatches (spec 1 §9, spec 3 §9): at most 6, fewer by card width —
// each swatch takes 24 px plus a 4 px gap, with 30 px of the width kept free.
export const MAX_SWATCHES = 6;
export const SWATCH_PX = 24;
export const SWATCH_GAP_PX = 4;
export const SWATCH_RESERVED_PX = 30;

/** How many swatches fit; an unmeasured card (width undefined) shows the maximum. */
export function swatchCount(width: number | undefined, total: number): number {
  const byWidth = width === undefined ? MAX_SWATCHES : Math.floor((width - SWATCH_RESERVED_PX) / (SWATCH_PX + SWATCH_GAP_PX));
  return Math.max(0, Math.min(MAX_SWATCHES, total, byWidth));
}
