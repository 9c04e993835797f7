// Tabbed product carousel (spec 3 §3): a tab per term (label, searchTerm,
// brand, productCategory, skus); the selected term's products in a carousel.
import type { BlockProps } from '../../page/types';
import { ProductTabs } from '../../kit/products/ProductTabs';

export default function TabbedProductCarousel({ section, context }: BlockProps<'tabbedProductCarousel'>) {
  return <ProductTabs title={section.title} tabs={section.terms} context={context} config={section.carousel} />;
}
