// A hero banner (spec 3 §2, §3, §4, §9): an image (with a phone source) or a
// video; editor links (CTA buttons) at one of 9 places, side by side or
// stacked; an optional whole-image link, drawn as an overlay beside the text
// links (links never nest) and named by the image's alt or the live text; a
// live text overlay; image hotspots; shoppable buttons. In banner display mode
// the text and links sit in a strip under the image instead. The text and
// links fade in once (never the image), unless the shell drew them already.
import { safeUrl } from '@storefront/shared-contracts';
import { heroGradientStyle } from '@storefront/shared-contracts/content/editor-styles';
import type { SectionOf } from '@storefront/shared-contracts/content';
import type { BlockContext } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { LiveText } from '../liveText/LiveText';
import { ShoppablePoints } from '../../kit/shoppable/ShoppablePoints';
import { drawableHotspots } from './hotspots';
import { HeroPicture } from './HeroPicture';
import { HeroVideo } from './HeroVideo';
import { modifyLink } from '../../links/linkRules';
import { useFadeInOnce } from './useFadeInOnce';
import styles from './heroBanner.module.css';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';

/** The fields a hero banner and each hero carousel slide share. */
export type HeroBannerFields = Omit<SectionOf<'heroBanner'>, 'id' | 'type' | 'container'>;

export interface HeroBannerViewProps {
  banner: HeroBannerFields;
  context: BlockContext;
  /** The shell drew this banner before the remote mounted (the page's first section): its text is on screen already. */
  drawnByShell?: boolean;
}

/** The whole-image link's accessible name: the image's alt, else the live text. */
export function imageLinkName(banner: HeroBannerFields): string | null {
  return banner.image?.alt.trim() || banner.liveText?.title?.trim() || banner.liveText?.subtitle?.trim() || null;
}

export function HeroBannerView({ banner, context, drawnByShell = false }: HeroBannerViewProps) {
  const { ref, fade, shown } = useFadeInOnce<HTMLDivElement>(drawnByShell);
  // The page's link rules (the brand landing filter); an unsafe link is left out.
  const links = banner.links.flatMap((link) => {
    const href = modifyLink(link, context.pathname);
    return href ? [{ ...link, href }] : [];
  });
  const imageHref = safeUrl(banner.imageLink);
  const imageName = imageLinkName(banner);
  const hotspots = drawableHotspots(banner.imageHotspots);
  const asBanner = banner.displayMode === 'banner';
  const fadeClass = fade ? [styles.fade, shown ? styles.shown : ''].filter(Boolean).join(' ') : '';
  const gradient = heroGradientStyle(banner.linkGradientColour);

  const text = (
    <>
      {banner.liveText && (
        <LiveText
          className={styles.liveText}
          title={banner.liveText.title}
          subtitle={banner.liveText.subtitle}
          colour={banner.liveText.colour}
          titleSize={banner.liveText.titleSize}
          subtitleSize={banner.liveText.subtitleSize}
        />
      )}
      {links.length > 0 && (
        <ul className={[styles.links, banner.linkStacking === 'vertical' ? styles.vertical : styles.horizontal].join(' ')}>
          {links.map((link, index) => (
            <li key={`${link.href}-${index}`}>
              <CtaLink cta={link} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
  const hasText = Boolean(banner.liveText?.title || banner.liveText?.subtitle || links.length > 0);

  return (
    <div ref={ref} className={styles.hero}>
      <div className={styles.media}>
        {banner.video ? (
          <HeroVideo video={banner.video} loading={context.imageLoading} locale={context.fascia.locale} />
        ) : banner.image ? (
          <HeroPicture className={styles.image} image={banner.image} alt={imageHref && imageName ? '' : banner.image.alt} loading={context.imageLoading} />
        ) : null}
        {imageHref && imageName && <a className={styles.imageLink} href={imageHref} aria-label={imageName} />}
        {hotspots.map((hotspot, index) => (
          <a key={`${hotspot.href}-${index}`} className={styles.hotspot} href={hotspot.href} style={hotspot.style}>
            {hotspot.src ? <img className={styles.hotspotImage} src={hotspot.src} alt={hotspot.altText} loading="lazy" decoding="async" /> : <VisuallyHidden>{hotspot.altText}</VisuallyHidden>}
          </a>
        ))}
        {!asBanner && hasText && (
          <div className={[styles.overlay, styles[`at-${banner.linkLocation}`], fadeClass].filter(Boolean).join(' ')} style={gradient} data-testid="hero-content">
            {text}
          </div>
        )}
        {banner.shoppableButtons && banner.shoppableButtons.length > 0 && <ShoppablePoints buttons={banner.shoppableButtons} fascia={context.fascia} visitor={context.visitor} />}
      </div>
      {asBanner && hasText && (
        <div
          className={[styles.strip, styles[`align-${banner.bannerAlignment ?? 'center'}`], banner.invertBannerColours ? styles.inverted : '', fadeClass].filter(Boolean).join(' ')}
          data-testid="hero-content"
        >
          {text}
        </div>
      )}
    </div>
  );
}
