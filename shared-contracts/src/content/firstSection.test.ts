import { firstHero } from './firstSection';
import type { ContentSection } from './sections';

const image = { src: '/images/content/hero-a.jpg', alt: 'Summer dresses' };
const banner = { id: 'b', type: 'heroBanner', image, links: [] };
const section = (value: Record<string, unknown>) => value as unknown as ContentSection;

describe('firstHero (which first section the shell draws)', () => {
  it('is a hero banner with an image, a hero carousel’s first slide, or an image header', () => {
    expect(firstHero(section(banner))).toEqual({ type: 'banner', banner });
    const second = { ...banner, image: { src: '/images/content/hero-b.jpg', alt: 'Coats' } };
    expect(firstHero(section({ id: 'c', type: 'heroCarousel', slides: [banner, second] }))).toEqual({ type: 'banner', banner });
    const header = { id: 'h', type: 'imageHeader', image, title: 'Returns' };
    expect(firstHero(section(header))).toEqual({ type: 'imageHeader', header });
  });

  it('is none for a banner with visibility rules: it stays hidden until the shopper’s status is known', () => {
    expect(firstHero(section({ ...banner, visibilityConfig: { hideForGuestUsers: true } }))).toBeNull();
    expect(firstHero(section({ ...banner, visibilityConfig: { hideForLoggedInUsers: true } }))).toBeNull();
    expect(firstHero(section({ ...banner, visibilityConfig: { hideForGuestUsers: false } }))).toEqual({ type: 'banner', banner: { ...banner, visibilityConfig: { hideForGuestUsers: false } } });
    const ruled = { ...banner, visibilityConfig: { hideForLoggedInUsers: true } };
    expect(firstHero(section({ id: 'c', type: 'heroCarousel', slides: [ruled, banner] }))).toBeNull();
  });

  it('is none without an image it may load (a video hero, an unsafe address) and for other sections', () => {
    expect(firstHero(section({ ...banner, image: undefined, video: { src: '/media/a.mp4' } }))).toBeNull();
    expect(firstHero(section({ ...banner, image: { src: 'javascript:alert(1)', alt: 'x' } }))).toBeNull();
    expect(firstHero(section({ id: 't', type: 'text', text: 'Hello' }))).toBeNull();
    expect(firstHero(undefined)).toBeNull();
  });

  it('never throws on a malformed page: what is not the expected shape counts as absent', () => {
    expect(firstHero(section({ id: 'c', type: 'heroCarousel', slides: 'none' }))).toBeNull();
    expect(firstHero(section({ id: 'c', type: 'heroCarousel', slides: [null] }))).toBeNull();
    expect(firstHero(section({ ...banner, image: 'hero.jpg' }))).toBeNull();
    expect(firstHero(section({ ...banner, image: { src: 42 } }))).toBeNull();
    expect(firstHero(null as unknown as ContentSection)).toBeNull();
  });
});
