// The shoppableBanner section (spec 3 §2, §4, §5): an image with shoppable
// buttons, each expanding to show its product, and the products' dropdown.
import type { BlockProps } from '../../page/types';
import { ShoppableImage } from './ShoppableImage';

export function ShoppableBanner({ section, context }: BlockProps<'shoppableBanner'>) {
  return <ShoppableImage image={section.image} buttons={section.shoppableButtons} title={section.title} context={context} />;
}

export default ShoppableBanner;
