// The delivery and returns accordions' content (GET /_api/content/accordions,
// AccordionContent), read after the accordions mount: below the fold, so it is
// kept out of the page's boot data. The api checks it against its schema; here
// each panel is checked again on its own, without the schema library (the
// chunk stays small): a panel whose content is missing or malformed is left
// out, and the rest still shows.
import { apiPaths, RETURNS_POLICIES, type DeliveryAccordionContent, type ReturnsAccordionContent, type ReturnsPolicy } from '@storefront/shared-contracts';

export interface UsableAccordionContent {
  delivery: DeliveryAccordionContent | null;
  returns: Partial<Record<ReturnsPolicy, ReturnsAccordionContent>>;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

function readDelivery(value: unknown): DeliveryAccordionContent | null {
  if (!isFields(value) || !Array.isArray(value.methods)) return null;
  const deliveryMessage = text(value.deliveryMessage);
  if (!deliveryMessage) return null;
  // A method lacking a word is left out; the others stay.
  const methods = value.methods.flatMap((m: unknown) => {
    if (!isFields(m)) return [];
    const [name, price, time] = [text(m.name), text(m.price), text(m.time)];
    return name && price && time ? [{ name, price, time }] : [];
  });
  const additionalInfo = text(value.additionalInfo);
  return { deliveryMessage, methods, ...(additionalInfo ? { additionalInfo } : {}) };
}

function readReturns(value: unknown): ReturnsAccordionContent | null {
  const returnsMessage = isFields(value) ? text(value.returnsMessage) : undefined;
  if (!returnsMessage) return null;
  const additionalInfo = text((value as Fields).additionalInfo);
  return { returnsMessage, ...(additionalInfo ? { additionalInfo } : {}) };
}

/** The panels of an answer that can be shown. */
export function readAccordionContent(value: unknown): UsableAccordionContent {
  const body = isFields(value) ? value : {};
  const returns: UsableAccordionContent['returns'] = {};
  const byPolicy = isFields(body.returnsAccordion) ? body.returnsAccordion : {};
  for (const policy of RETURNS_POLICIES) {
    const panel = readReturns(byPolicy[policy]);
    if (panel) returns[policy] = panel;
  }
  return { delivery: readDelivery(body.deliveryAccordion), returns };
}

/** The SWR key of the answer: one per page (a page has one fascia). */
export const ACCORDION_CONTENT_KEY = apiPaths.accordionContent();

export async function fetchAccordionContent(url: string): Promise<UsableAccordionContent> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`accordion content answered ${response.status}`);
  return readAccordionContent(await response.json());
}
