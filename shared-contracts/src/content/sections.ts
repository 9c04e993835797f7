// Every section type of spec 3 §1 with its fields (spec 3 §3; where the spec
// says "not shown", the fields a real CMS gives). One zod schema per type:
// the editor API rejects what does not match, the delivery side and the
// renderer drop it.
import { z } from 'zod';
import { carouselConfig, colour, container, ctaLink, href, image, mediaSrc, percent, pixels, productQuery, text, visibilityConfig } from './values';

const base = <T extends string>(type: T) => ({
  id: text(80).min(1),
  type: z.literal(type),
  container: container.optional(),
});

const coords = z.object({ xStart: percent, xEnd: percent, yStart: percent, yEnd: percent });

/** Image hotspot (spec 3 §3): a hotspot lacking either coordinate set is skipped when drawn (spec 3 §5), so both are optional here. */
export const imageHotspot = z.object({
  desktopCoords: coords.optional(),
  mobileCoords: coords.optional(),
  imageHotspotSrc: mediaSrc.optional(),
  imageHotspotLink: href,
  altText: text(300),
  transparency: z.number().min(0).max(1).optional(),
});

/** Shoppable button (spec 3 §3): `productSku` written as sku#colour; the vertical position is clamped to 10–90 % when drawn. */
export const shoppableButton = z.object({
  productSku: z.string().regex(/^[A-Za-z0-9-]+(#[^#]{1,60})?$/, { message: 'must be a sku, optionally followed by #colour' }),
  percentageFromTopLocation: percent,
  percentageFromLeftLocation: percent,
  iconColor: z.enum(['white', 'black']).optional(),
});

const liveText = z.object({
  title: text(200).optional(),
  subtitle: text(300).optional(),
  colour: colour.optional(),
  titleSize: pixels(200).optional(),
  subtitleSize: pixels(100).optional(),
});

const video = z.object({
  desktopSrc: mediaSrc,
  mobileSrc: mediaSrc.optional(),
  poster: mediaSrc.optional(),
  /** Captions (WebVTT) in the page's language, shown as the video's captions track. */
  captionsSrc: mediaSrc.optional(),
});

const linkLocation = z.enum([
  'top-left', 'top-center', 'top-right',
  'middle-left', 'middle-center', 'middle-right',
  'bottom-left', 'bottom-center', 'bottom-right',
]);

const heroBannerFields = {
  image: image.optional(),
  video: video.optional(),
  links: z.array(ctaLink).max(6).default([]),
  linkLocation: linkLocation.default('bottom-center'),
  linkStacking: z.enum(['horizontal', 'vertical']).default('horizontal'),
  linkGradientColour: colour.optional(),
  imageLink: href.optional(),
  liveText: liveText.optional(),
  imageHotspots: z.array(imageHotspot).max(20).optional(),
  shoppableButtons: z.array(shoppableButton).max(10).optional(),
  displayMode: z.enum(['button', 'banner']).optional(),
  bannerAlignment: z.enum(['left', 'center', 'right']).optional(),
  invertBannerColours: z.boolean().optional(),
  visibilityConfig: visibilityConfig.optional(),
};

const heroBannerSlide = z
  .object(heroBannerFields)
  .refine((s) => s.image || s.video, { message: 'needs an image or a video', path: ['image'] });

const blogCard = z.object({
  title: text(200).min(1),
  excerpt: text(500).optional(),
  image,
  href,
  date: z.iso.date().optional(),
  category: text(80).optional(),
});

const faqItem = z.object({ question: text(300).min(1), answer: text(4000).min(1) });

const uspItem = z.object({
  label: text(120).min(1),
  label2: text(120).optional(),
  href: href.optional(),
  target: z.enum(['_self', '_blank']).optional(),
  image: mediaSrc.optional(),
  countdownDate: z.iso.datetime({ offset: true }).optional(),
  dropdownTitle: text(120).optional(),
  dropdownCopy: text(1000).optional(),
});

const ctaCard = z.object({ image, link: ctaLink });
const brandItem = z.object({ image: mediaSrc, href, alt: text(120).min(1) });
const tabTerm = productQuery.extend({ label: text(60).min(1) });

export const sectionSchemas = {
  heroBanner: z.object({ ...base('heroBanner'), ...heroBannerFields }).refine((s) => s.image || s.video, { message: 'needs an image or a video', path: ['image'] }),
  heroCarousel: z.object({ ...base('heroCarousel'), slides: z.array(heroBannerSlide).min(1).max(10), carousel: carouselConfig.optional() }),
  shoppableBanner: z.object({ ...base('shoppableBanner'), image, shoppableButtons: z.array(shoppableButton).min(1).max(10), title: text(200).optional() }),
  singleShoppableButton: z.object({ ...base('singleShoppableButton'), image, shoppableButton }),
  uspBanner: z.object({
    ...base('uspBanner'),
    displayType: z.enum(['static', 'rotation', 'ticker']).default('static'),
    items: z.array(uspItem).min(1).max(12),
    rotationDelayMs: z.number().int().min(1000).max(30000).optional(),
    tickerSpeedSeconds: z.number().min(5).max(300).optional(),
    tickerSpacing: pixels(1000).optional(),
    backgroundColour: colour.optional(),
    textColour: colour.optional(),
  }),
  countdownBanner: z.object({
    ...base('countdownBanner'),
    endTime: z.iso.datetime({ offset: true }),
    title: text(200).min(1),
    layout: z.enum(['small', 'medium', 'large']).default('medium'),
    description: text(500).optional(),
    cta: ctaLink.optional(),
    textColour: colour.optional(),
    backgroundColour: colour.optional(),
  }),
  marquee: z.object({ ...base('marquee'), items: z.array(brandItem).min(1).max(60), speedSeconds: z.number().min(5).max(300).optional() }),
  categoryCard: z.object({
    ...base('categoryCard'),
    title: text(120).min(1),
    subtitle: text(200).optional(),
    image,
    primaryLink: ctaLink.extend({ href: href.optional() }),
    subLinks: z.array(ctaLink).max(3).default([]),
    shopAllLink: ctaLink.optional(),
    gradient: colour.optional(),
  }),
  video: z.object({
    ...base('video'),
    ...video.shape,
    title: text(200).min(1),
    aspectRatio: z.enum(['2:3', '1:1', '4:5', '9:16', '16:9', '21:9']).default('16:9'),
    loop: z.boolean().optional(),
    autoplay: z.boolean().optional(),
    controls: z.boolean().optional(),
    sound: z.boolean().optional(),
    scrollToPlay: z.boolean().optional(),
    quality: z.object({ desktop: z.union([z.literal(1080), z.literal(720)]), mobile: z.union([z.literal(1080), z.literal(720)]) }).partial().optional(),
  }),
  mediaHubVideo: z.object({ ...base('mediaHubVideo'), ...video.shape, title: text(200).min(1), description: text(1000).optional(), cta: ctaLink.optional() }),
  ctaCarousel: z.object({ ...base('ctaCarousel'), title: text(200).optional(), items: z.array(ctaCard).min(1).max(20), carousel: carouselConfig.optional() }),
  imageCtaCarousel: z.object({ ...base('imageCtaCarousel'), title: text(200).optional(), items: z.array(ctaCard).min(1).max(20), carousel: carouselConfig.optional() }),
  productCarousel: z.object({ ...base('productCarousel'), title: text(200).optional(), ...productQuery.shape, viewAll: ctaLink.optional(), carousel: carouselConfig.optional() }),
  categoriesProductCarousel: z.object({ ...base('categoriesProductCarousel'), title: text(200).optional(), categories: z.array(tabTerm).min(1).max(8), carousel: carouselConfig.optional() }),
  personalisedCarousel: z.object({ ...base('personalisedCarousel'), title: text(200).optional(), categories: z.array(tabTerm).min(1).max(8), carousel: carouselConfig.optional() }),
  tabbedProductCarousel: z.object({ ...base('tabbedProductCarousel'), title: text(200).optional(), terms: z.array(tabTerm).min(1).max(8), carousel: carouselConfig.optional() }),
  blogCarousel: z.object({ ...base('blogCarousel'), title: text(200).optional(), items: z.array(blogCard).min(1).max(20), carousel: carouselConfig.optional() }),
  perksCarousel: z.object({ ...base('perksCarousel'), title: text(200).optional(), items: z.array(z.object({ icon: mediaSrc, title: text(120).min(1), text: text(300).optional(), href: href.optional() })).min(1).max(12), carousel: carouselConfig.optional() }),
  brandRoomCards: z.object({ ...base('brandRoomCards'), title: text(200).optional(), items: z.array(z.object({ brandSlug: text(80).min(1), title: text(120).min(1), image, cta: ctaLink.partial({ href: true }).optional() })).min(1).max(20), carousel: carouselConfig.optional() }),
  familyOfBrands: z.object({ ...base('familyOfBrands'), title: text(200).optional(), items: z.array(brandItem).min(1).max(30), carousel: carouselConfig.optional() }),
  wishlistCarousel: z.object({ ...base('wishlistCarousel'), title: text(200).optional(), carousel: carouselConfig.optional() }),
  socialsCarousel: z.object({ ...base('socialsCarousel'), title: text(200).optional(), channels: z.array(z.enum(['facebook', 'tiktok', 'instagram'])).optional(), tags: z.array(text(40)).max(20).optional(), carousel: carouselConfig.optional() }),
  ctaGrid: z.object({ ...base('ctaGrid'), title: text(200).optional(), items: z.array(ctaCard).min(1).max(24), columns: z.object({ mobile: z.number().int().min(1).max(4), desktop: z.number().int().min(1).max(8) }).partial().optional() }),
  productGrid: z.object({ ...base('productGrid'), title: text(200).optional(), ...productQuery.shape, columns: z.object({ mobile: z.number().int().min(1).max(4), desktop: z.number().int().min(1).max(6) }).partial().optional() }),
  gridAndLogo: z.object({ ...base('gridAndLogo'), logo: image, items: z.array(ctaCard).min(1).max(12) }),
  contentGrid: z.object({ ...base('contentGrid'), title: text(200).optional(), items: z.array(blogCard).min(1).max(24) }),
  blogCards: z.object({ ...base('blogCards'), title: text(200).optional(), items: z.array(blogCard).min(1).max(12) }),
  blogPanel: z.object({ ...base('blogPanel'), item: blogCard }),
  blogFeature: z.object({ ...base('blogFeature'), item: blogCard, cta: ctaLink.optional() }),
  featureBanner: z.object({ ...base('featureBanner'), image, title: text(200).min(1), text: text(1000).optional(), cta: ctaLink.optional(), textColour: colour.optional(), backgroundColour: colour.optional() }),
  featuresInfo: z.object({ ...base('featuresInfo'), title: text(200).optional(), items: z.array(z.object({ icon: mediaSrc.optional(), title: text(120).min(1), text: text(500).optional() })).min(1).max(12) }),
  imageBesideText: z.object({ ...base('imageBesideText'), image, imagePosition: z.enum(['left', 'right']).default('left'), title: text(200).min(1), text: text(2000).optional(), button: ctaLink.optional() }),
  imageHeader: z.object({ ...base('imageHeader'), image, title: text(200).min(1), subtitle: text(300).optional(), textColour: colour.optional() }),
  liveText: z.object({ ...base('liveText'), ...liveText.shape, title: text(200).min(1), align: z.enum(['left', 'center', 'right']).optional() }),
  text: z.object({ ...base('text'), title: text(200).optional(), text: text(10000).min(1), align: z.enum(['left', 'center', 'right']).optional() }),
  html: z.object({ ...base('html'), html: text(50000).min(1) }),
  iframe: z.object({ ...base('iframe'), src: z.url({ protocol: /^https?$/ }), title: text(200).min(1), height: pixels(3000).default(480) }),
  spacing: z.object({ ...base('spacing'), desktopHeight: pixels(400), mobileHeight: pixels(400), backgroundColour: colour.optional() }),
  takeoverToggle: z.object({ ...base('takeoverToggle'), label: text(120).min(1), openLabel: text(120).optional(), sectionIds: z.array(text(80)).min(1).max(20) }),
  faqAccordion: z.object({ ...base('faqAccordion'), title: text(200).optional(), items: z.array(faqItem).min(1).max(50) }),
  backToTop: z.object({ ...base('backToTop'), label: text(60).optional() }),
  addToBasketButton: z.object({ ...base('addToBasketButton'), sku: z.string().regex(/^[A-Za-z0-9-]+$/, { message: 'must be a sku' }), label: text(60).optional() }),
} as const;

export type SectionType = keyof typeof sectionSchemas;
export const SECTION_TYPES = Object.keys(sectionSchemas) as SectionType[];

export type SectionOf<T extends SectionType> = z.output<(typeof sectionSchemas)[T]>;
export type ContentSection = { [T in SectionType]: SectionOf<T> }[SectionType];

export function isSectionType(value: unknown): value is SectionType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(sectionSchemas, value);
}
