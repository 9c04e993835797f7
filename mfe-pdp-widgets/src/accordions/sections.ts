// Which accordion sections a product shows (spec 2 §2): description with
// SKU; Ingredients for beauty, otherwise Product Details & Care; fabric;
// delivery; returns; manufacturer. Sections without content are left out.
import type { Product } from '@storefront/shared-contracts';

export interface AccordionSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export function accordionSections(product: Product, sku: string | null): AccordionSection[] {
  const attrs = product.variants[0]?.attributes;
  const sections: AccordionSection[] = [
    { id: 'description', title: 'Description', paragraphs: [product.description, ...(sku ? [`SKU: ${sku}`] : [])].filter(Boolean) },
    {
      id: 'details',
      title: product.productType === 'beauty' ? 'Ingredients' : 'Product Details & Care',
      paragraphs: [attrs?.detailsAndCare ?? ''].filter(Boolean),
    },
    { id: 'fabric', title: 'Fabric', paragraphs: [attrs?.fabrication ?? ''].filter(Boolean) },
    { id: 'delivery', title: 'Delivery', paragraphs: ['Standard delivery in 3-5 working days. Next-day delivery available when ordered before the cut-off.'] },
    { id: 'returns', title: 'Returns', paragraphs: ['Free returns within 28 days. See our returns policy for details.'] },
  ];
  const m = product.manufacturer;
  if (m) {
    sections.push({
      id: 'manufacturer',
      title: 'Manufacturer',
      paragraphs: [m.name, m.tradeName, m.postalAddress, m.emailAddress].filter((x): x is string => Boolean(x)),
    });
  }
  return sections.filter((s) => s.paragraphs.length > 0);
}
