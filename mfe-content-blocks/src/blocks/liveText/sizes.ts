// Live text sizes (spec 3 §9): title 80 px by default (48 px on phones, below
// 768 px), subtitle 20 px; larger from 1440 and 1920 px. An editor's size
// replaces the desktop size and scales the phone size in proportion.
import type { CSSProperties } from 'react';

export const TITLE_SIZE = 80;
export const TITLE_SIZE_MOBILE = 48;
export const SUBTITLE_SIZE = 20;
/** How much larger the text is from 1440 px and from 1920 px. */
export const SCALE_1440 = 1.15;
export const SCALE_1920 = 1.3;

export interface LiveTextSizes {
  title: { mobile: number; desktop: number };
  subtitle: { mobile: number; desktop: number };
}

export function liveTextSizes(input: { titleSize?: number | undefined; subtitleSize?: number | undefined }): LiveTextSizes {
  const title = input.titleSize && input.titleSize > 0 ? input.titleSize : TITLE_SIZE;
  const subtitle = input.subtitleSize && input.subtitleSize > 0 ? input.subtitleSize : SUBTITLE_SIZE;
  return {
    title: { desktop: title, mobile: Math.round((title * TITLE_SIZE_MOBILE) / TITLE_SIZE) },
    subtitle: { desktop: subtitle, mobile: subtitle },
  };
}

/** The sizes and colour as CSS variables the stylesheet reads per width. */
export function liveTextStyle(input: { titleSize?: number | undefined; subtitleSize?: number | undefined; colour?: string | undefined }): CSSProperties {
  const sizes = liveTextSizes(input);
  const style: Record<string, string> = {
    '--lt-title': `${sizes.title.desktop}px`,
    '--lt-title-mobile': `${sizes.title.mobile}px`,
    '--lt-subtitle': `${sizes.subtitle.desktop}px`,
    '--lt-subtitle-mobile': `${sizes.subtitle.mobile}px`,
    '--lt-scale-1440': String(SCALE_1440),
    '--lt-scale-1920': String(SCALE_1920),
  };
  if (input.colour) style['--lt-colour'] = input.colour;
  return style as CSSProperties;
}
