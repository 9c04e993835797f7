// Where a shoppable button sits on its image (spec 3 §5): the vertical
// position is clamped to 10–90 % so the point and its popup stay on the image.
export const SHOPPABLE_TOP_MIN = 10;
export const SHOPPABLE_TOP_MAX = 90;

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

export function clampTopPercent(value: number): number {
  return Math.min(SHOPPABLE_TOP_MAX, Math.max(SHOPPABLE_TOP_MIN, finite(value, 50)));
}

/** The horizontal position stays on the image. */
export function clampLeftPercent(value: number): number {
  return Math.min(100, Math.max(0, finite(value, 50)));
}

/** The popup opens towards the wider side of the image. */
export function popupSide(leftPercent: number): 'left' | 'right' {
  return clampLeftPercent(leftPercent) > 50 ? 'left' : 'right';
}
