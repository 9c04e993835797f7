// The server's drawing of a content page's first section (docs/architecture.md §2):
// for a hero (banner, first carousel slide, image header) its image and its
// text, in the box the content remote's hero will have, so the page's largest
// image paints without waiting for the remote and nothing shifts when it
// takes over: the editor's text colour and sizes, the place of the text and
// links, the links' colours, the gradient behind them; in banner display mode
// the text and links in the remote's strip under the image. Which sections it
// draws is firstHero's rule (shared-contracts/content/first-section); others
// are left to the remote.
import type { CSSProperties } from 'react';
import type { ContentSection } from '@storefront/shared-contracts/content';
import { ctaStyle, heroGradientStyle, isSafeColour, liveTextStyle, type CtaColours } from '@storefront/shared-contracts/content/editor-styles';
import { heroImageSources, MOBILE_MEDIA } from '@storefront/shared-contracts/content/media';
import { safeUrl } from '@storefront/shared-contracts';
import { firstHero, type FirstHero } from '@storefront/shared-contracts/content/first-section';

interface HeroParts {
  image: { src: string; mobileSrc?: string; alt: string };
  title?: string;
  subtitle?: string;
  links: Array<{ label: string; href: string } & CtaColours>;
  /** Where the text and links sit over the image (a hero's link location). */
  place: string;
  textStyle: CSSProperties;
  /** Banner display mode: the text and links in a strip under the image, as the remote draws them. */
  strip?: { align: string; inverted: boolean; stacking: string };
}

function bannerParts(banner: Extract<FirstHero, { type: 'banner' }>['banner']): HeroParts {
  const live = banner.liveText;
  return {
    image: banner.image,
    title: live?.title,
    subtitle: live?.subtitle,
    links: listOf(banner.links),
    place: banner.linkLocation ?? 'bottom-center',
    textStyle: { ...liveTextStyle({ colour: live?.colour, titleSize: live?.titleSize, subtitleSize: live?.subtitleSize }), ...heroGradientStyle(banner.linkGradientColour) },
    ...(banner.displayMode === 'banner'
      ? { strip: { align: banner.bannerAlignment ?? 'center', inverted: banner.invertBannerColours === true, stacking: banner.linkStacking ?? 'horizontal' } }
      : {}),
  };
}

// The delivered page is typed but not checked again here, and this is drawn
// outside the content remote's per-section error boundary: a throw would take
// the whole server page down, so a list that is not one counts as empty.
const listOf = <T,>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

/** What of the first section the server draws (firstHero says which), or null. */
export function heroParts(section: ContentSection | undefined): HeroParts | null {
  const hero = firstHero(section);
  if (!hero) return null;
  if (hero.type === 'banner') return bannerParts(hero.banner);
  const { header } = hero;
  const colour = isSafeColour(header.textColour) ? { '--lt-colour': header.textColour } : {};
  return { image: header.image, title: header.title, subtitle: header.subtitle, links: [], place: 'middle-center', textStyle: colour as CSSProperties };
}

export function FirstSection({ section }: { section: ContentSection | undefined }) {
  const parts = heroParts(section);
  const sources = parts && heroImageSources(parts.image);
  if (!parts || !sources) return null;
  // The frame of mfe-content-blocks' SectionFrame: full width, or padded and at most 1440 px.
  const frame = section?.container?.fullWidth ? 'sf-first-frame sf-first-full' : 'sf-first-frame';
  const links = parts.links.flatMap((link) => {
    const href = safeUrl(link.href);
    return href ? [{ key: `${link.label}${href}`, label: link.label, href, style: ctaStyle(link) }] : [];
  });
  const title = parts.title && <p className="sf-first-title">{parts.title}</p>;
  const subtitle = parts.subtitle && <p className="sf-first-subtitle">{parts.subtitle}</p>;
  const hasText = Boolean(parts.title || parts.subtitle || links.length > 0);
  return (
    <div className={frame}>
    <div className={section?.type === 'imageHeader' ? 'sf-first-section sf-first-header' : 'sf-first-section'}>
      <picture>
        {sources.mobileSrc && <source media={MOBILE_MEDIA} srcSet={sources.mobileSrcSet ?? sources.mobileSrc} sizes={sources.sizes} />}
        {/* sf-lcp-image: the page's scripts are added once this is painted (server/document.tsx), so they do not share the network with it. */}
        <img className="sf-first-image sf-lcp-image" src={sources.src} srcSet={sources.srcSet} sizes={sources.sizes} alt={parts.image.alt} fetchPriority="high" decoding="async" />
      </picture>
      {hasText && !parts.strip && (
        <div className="sf-first-text" data-place={parts.place} style={parts.textStyle}>
          {title}
          {subtitle}
          {links.map((link) => (
            <a key={link.key} className="sf-first-link" href={link.href} style={link.style}>
              {link.label}
            </a>
          ))}
        </div>
      )}
    </div>
      {hasText && parts.strip && (
        // The remote's strip: its live text box, then its list of links, side by side or stacked as the editor chose.
        <div className="sf-first-strip" data-align={parts.strip.align} data-inverted={parts.strip.inverted || undefined}>
          {(title || subtitle) && (
            <div className="sf-first-live" style={parts.textStyle}>
              {title}
              {subtitle}
            </div>
          )}
          {links.length > 0 && (
            <ul className="sf-first-links" data-stacking={parts.strip.stacking}>
              {links.map((link) => (
                <li key={link.key}>
                  <a className="sf-first-link" href={link.href} style={link.style}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
