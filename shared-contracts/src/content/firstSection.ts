// Which first section the shell draws on the server, before the content
// remote mounts (docs/architecture.md §2): a hero banner, a hero carousel's first
// slide or an image header, with an image it may load. One rule for both
// sides: the shell draws by it, and the content remote's hero, taking over
// what is already on screen, does not hide its text to fade it in.
// A banner with visibility rules is not drawn: it stays hidden until the
// shopper's status is known (spec 3 §5), which the server's page does not wait for.
import type { ContentSection, SectionOf } from './sections';
import { heroImageSources } from './media';
import { isBannerVisible } from './visibility';
import { isRecord } from '../json/isRecord';

type BannerFields = Partial<Omit<SectionOf<'heroBanner'>, 'id' | 'type'>>;

export type FirstHero = { type: 'banner'; banner: BannerFields & { image: NonNullable<BannerFields['image']> } } | { type: 'imageHeader'; header: SectionOf<'imageHeader'> };

// The delivered page is typed but not checked again by the shell, and it draws
// outside the content remote's per-section error boundary: a throw would take
// the whole server page down, so what is not the expected shape counts as absent.

function drawable(image: unknown): boolean {
  return isRecord(image) && typeof image.src === 'string' && heroImageSources(image as { src: string }) !== null;
}

function bannerHero(banner: unknown): FirstHero | null {
  if (!isRecord(banner)) return null;
  const fields = banner as BannerFields;
  // What the remote shows before it knows who the shopper is.
  if (!isBannerVisible(fields.visibilityConfig, 'unknown') || !drawable(fields.image)) return null;
  return { type: 'banner', banner: fields as Extract<FirstHero, { type: 'banner' }>['banner'] };
}

/** The hero of a page's first section that the shell draws, or null when it draws none. */
export function firstHero(section: ContentSection | undefined): FirstHero | null {
  if (!isRecord(section)) return null;
  switch (section.type) {
    case 'heroBanner':
      return bannerHero(section);
    case 'heroCarousel':
      return bannerHero(Array.isArray(section.slides) ? section.slides[0] : undefined);
    case 'imageHeader':
      return drawable(section.image) ? { type: 'imageHeader', header: section } : null;
    default:
      return null;
  }
}
