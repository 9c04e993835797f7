// The heroBanner section: a hero banner shown to the visitors its visibility
// rules allow (hidden while the visitor's status is unknown, spec 3 §4).
import { firstHero } from '@storefront/shared-contracts/content/first-section';
import type { BlockProps } from '../../page/types';
import { HeroBannerView } from './HeroBannerView';
import { isBannerVisible } from '@storefront/shared-contracts/content/visibility';

export function HeroBanner({ section, context }: BlockProps<'heroBanner'>) {
  if (!isBannerVisible(section.visibilityConfig, context.visitor)) return null;
  return <HeroBannerView banner={section} context={context} drawnByShell={context.index === 0 && firstHero(section) !== null} />;
}

export default HeroBanner;
