// The singleShoppableButton section: an image with one shoppable button.
import type { BlockProps } from '../../page/types';
import { ShoppableImage } from './ShoppableImage';

export function SingleShoppableButton({ section, context }: BlockProps<'singleShoppableButton'>) {
  return <ShoppableImage image={section.image} buttons={[section.shoppableButton]} context={context} />;
}

export default SingleShoppableButton;
