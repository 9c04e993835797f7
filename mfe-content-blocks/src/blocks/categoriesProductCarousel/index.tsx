// Categories product carousel: a tab per category; switching it changes the products.
import type { BlockProps } from '../../page/types';
import { ProductTabs } from '../../kit/products/ProductTabs';

export default function CategoriesProductCarousel({ section, context }: BlockProps<'categoriesProductCarousel'>) {
  return <ProductTabs title={section.title} tabs={section.categories} context={context} config={section.carousel} />;
}
