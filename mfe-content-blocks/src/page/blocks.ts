// Which component draws which section type: one chunk per block, loaded when
// its section is on the page (and near the viewport), so a page pays only for
// the blocks it has.
import type { ComponentType } from 'react';
import type { SectionType } from '@storefront/shared-contracts/content';
import type { BlockProps } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader's component takes its own section type
export type BlockModule = { default: ComponentType<BlockProps<any>> };
export type BlockLoaders = Partial<Record<SectionType, () => Promise<BlockModule>>>;

export const blockLoaders: BlockLoaders = {
  heroBanner: () => import('../blocks/heroBanner'),
  heroCarousel: () => import('../blocks/heroCarousel'),
  shoppableBanner: () => import('../blocks/shoppableBanner'),
  singleShoppableButton: () => import('../blocks/singleShoppableButton'),
  uspBanner: () => import('../blocks/uspBanner'),
  countdownBanner: () => import('../blocks/countdownBanner'),
  marquee: () => import('../blocks/marquee'),
  categoryCard: () => import('../blocks/categoryCard'),
  video: () => import('../blocks/video'),
  mediaHubVideo: () => import('../blocks/mediaHubVideo'),
  ctaCarousel: () => import('../blocks/ctaCarousel'),
  imageCtaCarousel: () => import('../blocks/imageCtaCarousel'),
  productCarousel: () => import('../blocks/productCarousel'),
  categoriesProductCarousel: () => import('../blocks/categoriesProductCarousel'),
  personalisedCarousel: () => import('../blocks/personalisedCarousel'),
  tabbedProductCarousel: () => import('../blocks/tabbedProductCarousel'),
  blogCarousel: () => import('../blocks/blogCarousel'),
  perksCarousel: () => import('../blocks/perksCarousel'),
  brandRoomCards: () => import('../blocks/brandRoomCards'),
  familyOfBrands: () => import('../blocks/familyOfBrands'),
  wishlistCarousel: () => import('../blocks/wishlistCarousel'),
  socialsCarousel: () => import('../blocks/socialsCarousel'),
  ctaGrid: () => import('../blocks/ctaGrid'),
  productGrid: () => import('../blocks/productGrid'),
  gridAndLogo: () => import('../blocks/gridAndLogo'),
  contentGrid: () => import('../blocks/contentGrid'),
  blogCards: () => import('../blocks/blogCards'),
  blogPanel: () => import('../blocks/blogPanel'),
  blogFeature: () => import('../blocks/blogFeature'),
  featureBanner: () => import('../blocks/featureBanner'),
  featuresInfo: () => import('../blocks/featuresInfo'),
  imageBesideText: () => import('../blocks/imageBesideText'),
  imageHeader: () => import('../blocks/imageHeader'),
  liveText: () => import('../blocks/liveText'),
  text: () => import('../blocks/text'),
  html: () => import('../blocks/html'),
  iframe: () => import('../blocks/iframe'),
  spacing: () => import('../blocks/spacing'),
  takeoverToggle: () => import('../blocks/takeoverToggle'),
  faqAccordion: () => import('../blocks/faqAccordion'),
  backToTop: () => import('../blocks/backToTop'),
  addToBasketButton: () => import('../blocks/addToBasketButton'),
};
