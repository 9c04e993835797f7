// Personalised carousel (spec 3 §4): category tabs; switching the category tab
// changes the products shown.
import type { BlockProps } from '../../page/types';
import { ProductTabs } from '../../kit/products/ProductTabs';

export default function PersonalisedCarousel({ section, context }: BlockProps<'personalisedCarousel'>) {
  return <ProductTabs title={section.title} tabs={section.categories} context={context} config={section.carousel} />;
}
