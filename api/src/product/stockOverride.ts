// A test knob for the live stock refresh (issue 20): the `stock_override`
// cookie (`SKU=0` or `SKU=0,SKU2=3`) changes what GET /_api/stock/{productId}
// answers for those skus, so an end-to-end test can make a size go out of
// stock between the page's load and its refresh. Honoured only when the
// api runs with its test knobs on (STOREFRONT_TEST_KNOBS=1, which
// `start.mjs --with-fixtures` sets); never otherwise.
import { z } from 'zod';
import { parseWith } from '../http/errors';

export const STOCK_OVERRIDE_COOKIE = 'stock_override';
/** The most skus one cookie may name. */
export const MAX_STOCK_OVERRIDES = 50;

const entry = /^([A-Z0-9-]{1,40})=(\d{1,4})$/;

const overrides = z
  .string()
  .trim()
  .min(1, { error: 'stock_override must name at least one sku, like DRS10001-01-02=0.' })
  .transform((text, ctx) => {
    const map = new Map<string, number>();
    const parts = text.split(',');
    if (parts.length > MAX_STOCK_OVERRIDES) {
      ctx.addIssue({ code: 'custom', message: `stock_override can name at most ${MAX_STOCK_OVERRIDES} skus.` });
      return z.NEVER;
    }
    for (const part of parts) {
      const match = entry.exec(part.trim());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `stock_override: "${part.trim()}" is not a sku with a quantity, like DRS10001-01-02=0.` });
        return z.NEVER;
      }
      map.set(match[1]!, Number(match[2]));
    }
    return map;
  });

/** The cookie's skus and quantities; undefined without the cookie; a 400 naming stock_override when it is malformed. */
export function parseStockOverride(value: string | undefined): Map<string, number> | undefined {
  if (value === undefined) return undefined;
  // Cookies arrive URL-encoded when set from a browser with commas.
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // kept as sent; the schema says what is wrong
  }
  return parseWith(overrides, text, 'INVALID_INPUT', STOCK_OVERRIDE_COOKIE);
}

/** STOREFRONT_TEST_KNOBS=1 turns the test knobs on; anything else leaves them off. */
export const testKnobsFromEnv = (value: string | undefined = process.env.STOREFRONT_TEST_KNOBS) => value === '1';
