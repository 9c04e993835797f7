// USP banner (spec 3 §2, §4, §9): a strip of short messages, static (a
// carousel when there are more than fit: 4 on desktop, 1 on mobile, every
// 5 s), rotating (one at a time every rotationDelayMs, 3 s by default) or a
// ticker. Compact spacing on a basket page.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../page/types';
import { useIsMobile } from '../../kit/common/media';
import { isBasketPage, rotationDelay, USP_CAROUSEL } from './rules';
import { UspCarousel } from './UspCarousel';
import { UspTicker } from './UspTicker';
import styles from './uspBanner.module.css';

export default function UspBanner({ section, context }: BlockProps<'uspBanner'>) {
  const mobile = useIsMobile();
  const locale = context.fascia.locale;
  const style: CSSProperties = { color: section.textColour, backgroundColor: section.backgroundColour };
  const compact = isBasketPage(context.pathname);
  let body;
  if (section.displayType === 'ticker') {
    body = <UspTicker items={section.items} speedSeconds={section.tickerSpeedSeconds} spacing={section.tickerSpacing} locale={locale} loading={context.imageLoading} />;
  } else if (section.displayType === 'rotation') {
    body = <UspCarousel items={section.items} perView={1} delayMs={rotationDelay(section.rotationDelayMs)} locale={locale} loading={context.imageLoading} />;
  } else {
    const perView = mobile ? USP_CAROUSEL.slidesPerView.mobile : USP_CAROUSEL.slidesPerView.desktop;
    body = <UspCarousel items={section.items} perView={perView} delayMs={USP_CAROUSEL.autoplayMs} locale={locale} loading={context.imageLoading} />;
  }
  return (
    <div className={`${styles.banner} ${compact ? styles.compact : ''}`} style={style} data-display={section.displayType} data-compact={compact || undefined}>
      {body}
    </div>
  );
}
