// CMS content page sections (spec 3): a union discriminated by `type`.
import type { CarouselConfig } from './widgets';

export interface SectionContainer {
  backgroundColour?: string;
  fullWidth?: boolean;
  removeVerticalPadding?: boolean;
}

export interface CtaLink {
  label: string;
  href: string;
  colour?: string;
  backgroundColour?: string;
  hoverColour?: string;
  transparentBackground?: boolean;
  enableHoverOver?: boolean;
}

interface SectionBase<T extends string> {
  id: string;
  type: T;
  container?: SectionContainer;
}

export type LinkLocation = `${'top' | 'middle' | 'bottom'}-${'left' | 'center' | 'right'}`;

export interface HeroBannerSection extends SectionBase<'heroBanner'> {
  image: { desktop: string; mobile?: string; alt: string };
  links: CtaLink[];
  linkLocation: LinkLocation;
  linkStacking?: 'horizontal' | 'vertical';
  imageLink?: string;
  liveText?: string;
  visibilityConfig?: { hideForLoggedInUsers?: boolean; hideForGuestUsers?: boolean };
}
export interface TextSection extends SectionBase<'text'> { text: string }
export interface HtmlSection extends SectionBase<'html'> { html: string }
export interface IframeSection extends SectionBase<'iframe'> { src: string; title: string; height?: number }
export interface SpacingSection extends SectionBase<'spacing'> { desktopHeight: number; mobileHeight: number; backgroundColour?: string }
export interface CountdownBannerSection extends SectionBase<'countdownBanner'> {
  endTime: string; title: string; layout: 'small' | 'medium' | 'large'; description?: string; cta?: CtaLink;
}
export interface MarqueeSection extends SectionBase<'marquee'> { items: Array<{ image: string; href: string; alt: string }> }
export interface ProductCarouselSection extends SectionBase<'productCarousel'> {
  title?: string; skus?: string[]; searchTerm?: string; carousel?: CarouselConfig;
}
export interface VideoSection extends SectionBase<'video'> {
  desktopSrc: string; mobileSrc?: string;
  aspectRatio: '2:3' | '1:1' | '4:5' | '9:16' | '16:9' | '21:9';
  loop?: boolean; autoplay?: boolean; controls?: boolean; sound?: boolean; scrollToPlay?: boolean;
}
export interface FaqSection extends SectionBase<'faqAccordion'> { items: Array<{ question: string; answer: string }> }

export type CmsSection =
  | HeroBannerSection
  | TextSection
  | HtmlSection
  | IframeSection
  | SpacingSection
  | CountdownBannerSection
  | MarqueeSection
  | ProductCarouselSection
  | VideoSection
  | FaqSection;

export interface CmsPage {
  slug: string;
  title: string;
  description?: string;
  sections: CmsSection[];
}
