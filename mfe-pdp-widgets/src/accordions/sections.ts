// Which accordion sections a product shows (spec 2 §2): description with the
// SKU; Ingredients for beauty, otherwise Product Details & Care; fabric;
// delivery; returns; manufacturer. Delivery and returns are the content
// service's (spec 2 §3 Content), the returns those of the variant's returns
// policy (ownBrand when it has none this page knows). Sections without
// content are left out.
import {
  DEFAULT_RETURNS_POLICY,
  RETURNS_POLICIES,
  type DeliveryAccordionContent,
  type Manufacturer,
  type Product,
  type ReturnsAccordionContent,
  type ReturnsPolicy,
  type Variant,
} from '@storefront/shared-contracts';
import type { UsableAccordionContent } from './content';
import type { AccordionsCatalogue } from './i18n/en-GB';

/** A key of the accordions' catalogue. */
export type AccordionLabel = keyof AccordionsCatalogue['accordions'];

/** The manufacturer's fields (spec 2 §3 Product.manufacturer) in the order shown, with their labels. */
export const MANUFACTURER_FIELDS = [
  ['name', 'manufacturerName'],
  ['tradeName', 'tradeName'],
  ['responsiblePersonName', 'responsiblePerson'],
  ['postalAddress', 'postalAddress'],
  ['emailAddress', 'emailAddress'],
] as const satisfies ReadonlyArray<readonly [keyof Manufacturer, AccordionLabel]>;

export interface ManufacturerLine {
  field: (typeof MANUFACTURER_FIELDS)[number][0];
  label: AccordionLabel;
  value: string;
}

export type AccordionSection =
  | { id: 'description'; title: 'description'; text: string; sku: string | null }
  | { id: 'details'; title: 'details' | 'ingredients'; text: string }
  | { id: 'fabric'; title: 'fabric'; text: string }
  | { id: 'delivery'; title: 'delivery'; delivery: DeliveryAccordionContent }
  | { id: 'returns'; title: 'returns'; returns: ReturnsAccordionContent }
  | { id: 'manufacturer'; title: 'manufacturer'; lines: ManufacturerLine[] };

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The variant's returns policy; ownBrand when it has none, or one this page does not know. */
export function returnsPolicyOf(variant: Pick<Variant, 'attributes'> | undefined): ReturnsPolicy {
  const policy = variant?.attributes?.returnsPolicy;
  return (RETURNS_POLICIES as readonly unknown[]).includes(policy) ? (policy as ReturnsPolicy) : DEFAULT_RETURNS_POLICY;
}

/** The manufacturer's fields that are given (text, not blank), labelled, in the spec's order. */
export function manufacturerLines(manufacturer: Partial<Manufacturer> | undefined): ManufacturerLine[] {
  if (!manufacturer || typeof manufacturer !== 'object') return [];
  return MANUFACTURER_FIELDS.flatMap(([field, label]) => {
    const value = manufacturer[field];
    return filled(value) ? [{ field, label, value: value.trim() }] : [];
  });
}

/**
 * The sections to show for the product and its selected variant (its
 * attributes; the SKU shown is the selected one's). `content` is the content
 * service's, null until it is read or when it cannot be: delivery and returns
 * are then left out. A policy without content has no returns panel (another
 * policy's is never shown in its place).
 */
export function accordionSections(product: Product, variant: Variant | undefined, sku: string | null, content: UsableAccordionContent | null): AccordionSection[] {
  const attrs = variant?.attributes;
  const sections: AccordionSection[] = [];
  if (filled(product.description) || sku) sections.push({ id: 'description', title: 'description', text: filled(product.description) ? product.description : '', sku });
  if (filled(attrs?.detailsAndCare)) sections.push({ id: 'details', title: product.productType === 'beauty' ? 'ingredients' : 'details', text: attrs.detailsAndCare });
  if (filled(attrs?.fabrication)) sections.push({ id: 'fabric', title: 'fabric', text: attrs.fabrication });
  if (content?.delivery) sections.push({ id: 'delivery', title: 'delivery', delivery: content.delivery });
  const returns = content?.returns[returnsPolicyOf(variant)];
  if (returns) sections.push({ id: 'returns', title: 'returns', returns });
  const lines = manufacturerLines(product.manufacturer);
  if (lines.length > 0) sections.push({ id: 'manufacturer', title: 'manufacturer', lines });
  return sections;
}
