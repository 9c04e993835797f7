// An editor's sizes and colours as CSS variables, for the content remote's
// live text and CTA buttons and for the shell server's drawing of a first
// section: one rule, so the drawing has the remote's sizes and colours and
// nothing moves or changes colour when the remote takes over. Colours are
// set only when they are plain colours: the server writes these styles into
// the page, where anything else could add declarations of its own.
//
// Live text (spec 3 §9): title 80 px by default (48 px on phones, below
// 768 px), subtitle 20 px; larger from 1440 and 1920 px. An editor's size
// replaces the desktop size and scales the phone size in proportion.
import type { CSSProperties } from 'react';
import { isSafeColour } from './colour';

export { isSafeColour };

export const TITLE_SIZE = 80;
export const TITLE_SIZE_MOBILE = 48;
export const SUBTITLE_SIZE = 20;
/** How much larger the text is from 1440 px and from 1920 px. */
export const SCALE_1440 = 1.15;
export const SCALE_1920 = 1.3;

export interface LiveTextSizesInput {
  titleSize?: number | undefined;
  subtitleSize?: number | undefined;
}

export interface LiveTextSizes {
  title: { mobile: number; desktop: number };
  subtitle: { mobile: number; desktop: number };
}

export function liveTextSizes(input: LiveTextSizesInput): LiveTextSizes {
  const title = input.titleSize && input.titleSize > 0 ? input.titleSize : TITLE_SIZE;
  const subtitle = input.subtitleSize && input.subtitleSize > 0 ? input.subtitleSize : SUBTITLE_SIZE;
  return {
    title: { desktop: title, mobile: Math.round((title * TITLE_SIZE_MOBILE) / TITLE_SIZE) },
    subtitle: { desktop: subtitle, mobile: subtitle },
  };
}

/** The sizes and colour as CSS variables the stylesheets read per width. */
export function liveTextStyle(input: LiveTextSizesInput & { colour?: string | undefined }): CSSProperties {
  const sizes = liveTextSizes(input);
  const style: Record<string, string> = {
    '--lt-title': `${sizes.title.desktop}px`,
    '--lt-title-mobile': `${sizes.title.mobile}px`,
    '--lt-subtitle': `${sizes.subtitle.desktop}px`,
    '--lt-subtitle-mobile': `${sizes.subtitle.mobile}px`,
    '--lt-scale-1440': String(SCALE_1440),
    '--lt-scale-1920': String(SCALE_1920),
  };
  if (isSafeColour(input.colour)) style['--lt-colour'] = input.colour;
  return style as CSSProperties;
}

/** A CTA button's colours (spec 3 §3 CTA button config). */
export interface CtaColours {
  colour?: string | undefined;
  backgroundColour?: string | undefined;
  hoverColour?: string | undefined;
  hoverBackgroundColour?: string | undefined;
  transparentBackground?: boolean | undefined;
  enableHoverOver?: boolean | undefined;
}

export function ctaStyle(cta: CtaColours): CSSProperties {
  const style: Record<string, string> = {};
  const set = (name: string, value: string | undefined) => {
    if (isSafeColour(value)) style[name] = value;
  };
  set('--cb-cta-colour', cta.colour);
  set('--cb-cta-bg', cta.transparentBackground ? 'transparent' : cta.backgroundColour);
  if (cta.enableHoverOver !== false) {
    set('--cb-cta-hover-colour', cta.hoverColour);
    set('--cb-cta-hover-bg', cta.hoverBackgroundColour);
  }
  return style as CSSProperties;
}

/** The gradient behind a hero's text and links (spec 3 §3 linkGradientColour): the editor's colour, else black. */
export function heroGradientStyle(linkGradientColour: string | undefined): CSSProperties {
  return { '--hero-gradient': isSafeColour(linkGradientColour) ? linkGradientColour : 'black' } as CSSProperties;
}
