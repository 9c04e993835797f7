// Which editor colours a style may take: apart from the zod schemas, so the
// shell's and remotes' browser code can check a colour without loading zod.
const NAMED_COLOURS = new Set([
  'black', 'white', 'transparent', 'red', 'green', 'blue', 'grey', 'gray', 'pink', 'navy',
  'beige', 'cream', 'gold', 'silver', 'orange', 'yellow', 'purple', 'brown', 'currentcolor',
]);

/** A colour a style may take: #rgb / #rrggbb / #rrggbbaa, rgb()/rgba() with numbers, or a plain colour name. */
export function isSafeColour(value: unknown): value is string {
  // The shell's server draws a delivered page without checking it again: anything but a string is not a colour, and never a throw.
  if (typeof value !== 'string') return false;
  const v = value.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(v)) return true;
  if (/^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/.test(v)) return true;
  return NAMED_COLOURS.has(v);
}
