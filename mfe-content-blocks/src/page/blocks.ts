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
  heroBanner: () => import(/* webpackChunkName: "block-heroBanner" */ '../blocks/heroBanner'),
  heroCarousel: () => import(/* webpackChunkName: "block-heroCarousel" */ '../blocks/heroCarousel'),
  shoppableBanner: () => import(/* webpackChunkName: "block-shoppableBanner" */ '../blocks/shoppableBanner'),
  singleShoppableButton: () => import(/* webpackChunkName: "block-singleShoppableButton" */ '../blocks/singleShoppableButton'),
  uspBanner: () => import(/* webpackChunkName: "block-uspBanner" */ '../blocks/uspBanner'),
  countdownBanner: () => import(/* webpackChunkName: "block-countdownBanner" */ '../blocks/countdownBanner'),
  marquee: () => import(/* webpackChunkName: "block-marquee" */ '../blocks/marquee'),
  categoryCard: () => import(/* webpackChunkName: "block-categoryCard" */ '../blocks/categoryCard'),
  video: () => import(/* webpackChunkName: "block-video" */ '../blocks/video'),
  mediaHubVideo: () => import(/* webpackChunkName: "block-mediaHubVideo" */ '../blocks/mediaHubVideo'),
  ctaCarousel: () => import(/* webpackChunkName: "block-ctaCarousel" */ '../blocks/ctaCarousel'),
  imageCtaCarousel: () => import(/* webpackChunkName: "block-imageCtaCarousel" */ '../blocks/imageCtaCarousel'),
  productCarousel: () => import(/* webpackChunkName: "block-productCarousel" */ '../blocks/productCarousel'),
  categoriesProductCarousel: () => import(/* webpackChunkName: "block-categoriesProductCarousel" */ '../blocks/categoriesProductCarousel'),
  personalisedCarousel: () => import(/* webpackChunkName: "block-personalisedCarousel" */ '../blocks/personalisedCarousel'),
  tabbedProductCarousel: () => import(/* webpackChunkName: "block-tabbedProductCarousel" */ '../blocks/tabbedProductCarousel'),
  blogCarousel: () => import(/* webpackChunkName: "block-blogCarousel" */ '../blocks/blogCarousel'),
  perksCarousel: () => import(/* webpackChunkName: "block-perksCarousel" */ '../blocks/perksCarousel'),
  brandRoomCards: () => import(/* webpackChunkName: "block-brandRoomCards" */ '../blocks/brandRoomCards'),
  familyOfBrands: () => import(/* webpackChunkName: "block-familyOfBrands" */ '../blocks/familyOfBrands'),
  wishlistCarousel: () => import(/* webpackChunkName: "block-wishlistCarousel" */ '../blocks/wishlistCarousel'),
  socialsCarousel: () => import(/* webpackChunkName: "block-socialsCarousel" */ '../blocks/socialsCarousel'),
  ctaGrid: () => import(/* webpackChunkName: "block-ctaGrid" */ '../blocks/ctaGrid'),
  productGrid: () => import(/* webpackChunkName: "block-productGrid" */ '../blocks/productGrid'),
  gridAndLogo: () => import(/* webpackChunkName: "block-gridAndLogo" */ '../blocks/gridAndLogo'),
  contentGrid: () => import(/* webpackChunkName: "block-contentGrid" */ '../blocks/contentGrid'),
  blogCards: () => import(/* webpackChunkName: "block-blogCards" */ '../blocks/blogCards'),
  blogPanel: () => import(/* webpackChunkName: "block-blogPanel" */ '../blocks/blogPanel'),
  blogFeature: () => import(/* webpackChunkName: "block-blogFeature" */ '../blocks/blogFeature'),
  featureBanner: () => import(/* webpackChunkName: "block-featureBanner" */ '../blocks/featureBanner'),
  featuresInfo: () => import(/* webpackChunkName: "block-featuresInfo" */ '../blocks/featuresInfo'),
  imageBesideText: () => import(/* webpackChunkName: "block-imageBesideText" */ '../blocks/imageBesideText'),
  imageHeader: () => import(/* webpackChunkName: "block-imageHeader" */ '../blocks/imageHeader'),
  liveText: () => import(/* webpackChunkName: "block-liveText" */ '../blocks/liveText'),
  text: () => import(/* webpackChunkName: "block-text" */ '../blocks/text'),
  html: () => import(/* webpackChunkName: "block-html" */ '../blocks/html'),
  iframe: () => import(/* webpackChunkName: "block-iframe" */ '../blocks/iframe'),
  spacing: () => import(/* webpackChunkName: "block-spacing" */ '../blocks/spacing'),
  takeoverToggle: () => import(/* webpackChunkName: "block-takeoverToggle" */ '../blocks/takeoverToggle'),
  faqAccordion: () => import(/* webpackChunkName: "block-faqAccordion" */ '../blocks/faqAccordion'),
  backToTop: () => import(/* webpackChunkName: "block-backToTop" */ '../blocks/backToTop'),
  addToBasketButton: () => import(/* webpackChunkName: "block-addToBasketButton" */ '../blocks/addToBasketButton'),
};
