// The product page's delivery and returns accordions (spec 2 §3 Content:
// deliveryAccordion; returnsAccordion keyed by returns policy), the content
// service's words for each fascia in its language: seed/accordions.json,
// localised and filled in like the seed pages (the fascia's name and its
// delivery charges in its money). Each fascia's answer is checked against the
// schema when the routes are registered, so content that does not fit stops
// the api at start (and fails the tests), never reaches a page.
import { z } from 'zod';
import { FASCIAS, type AccordionContent, type FasciaKey } from '@storefront/shared-contracts';
import { resolveTemplate } from './rules';
import { fasciaVars, readSeedJson } from './seed';

const words = (max: number) => z.string().trim().min(1).max(max);

const returnsPanel = z.strictObject({ returnsMessage: words(1000), additionalInfo: words(2000).optional() });

/** What GET /_api/content/accordions answers. */
export const accordionContentSchema = z.strictObject({
  deliveryAccordion: z.strictObject({
    deliveryMessage: words(1000),
    methods: z.array(z.strictObject({ name: words(120), price: words(120), time: words(120) })).min(1).max(8),
    additionalInfo: words(2000).optional(),
  }),
  // Keyed by RETURNS_POLICIES: a policy left out has no returns panel.
  returnsAccordion: z.strictObject({ ownBrand: returnsPanel.optional(), marketplace: returnsPanel.optional(), thirdParty: returnsPanel.optional() }),
}) satisfies z.ZodType<AccordionContent>;

/** The fascia's accordion content; throws when the seed does not fit the schema. */
export function makeAccordionContent(fascia: FasciaKey): AccordionContent {
  const resolved = resolveTemplate(readSeedJson('accordions.json'), FASCIAS[fascia].locale, fasciaVars(fascia), new Date());
  const result = accordionContentSchema.safeParse(resolved);
  if (!result.success) throw new Error(`seed/accordions.json for ${fascia}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return result.data;
}
