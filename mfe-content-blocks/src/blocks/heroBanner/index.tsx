// The heroBanner section: a hero banner shown to the visitors its visibility
// rules allow (hidden while the visitor's status is unknown, spec 3 §4).
import type { BlockProps } from '../../page/types';
import { HeroBannerView } from './HeroBannerView';
import { isBannerVisible } from './visibility';

export function HeroBanner({ section, context }: BlockProps<'heroBanner'>) {
  if (!isBannerVisible(section.visibilityConfig, context.visitor)) return null;
  return <HeroBannerView banner={section} context={context} />;
}

export default HeroBanner;
