// The local stand-in for the size-fit service's 'calculate' (spec 2 §6, §7):
// given the shopper (user id, registered or not) and a product on 'truefit',
// a recommended size and fit notes, or no data. Deterministic, so tests and
// the page agree: some truefit products have no data (every third product
// number), a registered shopper's size depends on their id (their "profile"),
// a guest's is the product's most bought size (the middle one).
import type { FitAnswer, FitNote, FitRequest } from '@storefront/shared-contracts';
import { z } from 'zod';
import type { ProductRecord } from '../catalogue';
import { parseWith } from '../http/errors';

const fitRequest = z.object({
  userId: z
    .string({ error: 'userId must be the shopper’s id.' })
    .regex(/^[\w-]{1,128}$/, { error: 'userId must be the shopper’s id: letters, digits, _ and -, at most 128.' }),
  registered: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'registered must be true or false.' }),
  productKey: z
    .string({ error: 'productKey must be a product key, like DRS10001.' })
    .regex(/^[A-Z0-9-]{1,40}$/, { error: 'productKey must be a product key: capital letters, digits and hyphens, like DRS10001.' }),
});

export function parseFitRequest(body: unknown): FitRequest {
  return parseWith(fitRequest, body ?? {}, 'INVALID_INPUT');
}

/** FNV-1a: a small stable hash of the user id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const NOTE_SETS: readonly FitNote[][] = [['truetosize'], ['runssmall', 'fitted'], ['runslarge', 'relaxed'], ['truetosize', 'stretchy']];

/** Whether the service has data for the product: truefit, and not every third product number. */
export const hasFitData = (record: Pick<ProductRecord, 'n' | 'sizingService'>) => record.sizingService === 'truefit' && record.n % 3 !== 0;

export function fitRecommendation(record: Pick<ProductRecord, 'n' | 'key' | 'sizingService' | 'sizes'>, request: Pick<FitRequest, 'userId' | 'registered'>): FitAnswer {
  const none: FitAnswer = { productKey: record.key, registered: request.registered, recommendation: null };
  if (!hasFitData(record) || record.sizes.length === 0) return none;
  const middle = Math.floor((record.sizes.length - 1) / 2);
  // A registered shopper's profile moves the size at most one either side of the middle.
  const shift = request.registered ? (hash(`${request.userId}:${record.key}`) % 3) - 1 : 0;
  const index = Math.min(record.sizes.length - 1, Math.max(0, middle + shift));
  return {
    productKey: record.key,
    registered: request.registered,
    recommendation: { size: record.sizes[index] ?? '', fitNotes: [...(NOTE_SETS[record.n % NOTE_SETS.length] ?? ['truetosize'])] },
  };
}
