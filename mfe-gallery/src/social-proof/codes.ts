// Social-proof codes → icon and layout (spec 1 §3 says the mapping is not
// shown; this is our choice, also listed in mfe-gallery/README.md), and the
// theme overrides per code and location.
import { SOCIAL_PROOF_CODES, type SocialProofCode } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

export const SOCIAL_PROOF_ICONS = ['cart', 'bag', 'eye', 'flame', 'clock', 'trophy', 'star'] as const;
export type SocialProofIcon = (typeof SOCIAL_PROOF_ICONS)[number];
export type SocialProofLayout = 'single-line' | 'multi-line';

export interface SocialProofDisplay {
  icon: SocialProofIcon;
  layout: SocialProofLayout;
}

/** Short activity counts fit one line; price, rating and stock claims get two. */
export const SOCIAL_PROOF_DISPLAY: Readonly<Record<SocialProofCode, SocialProofDisplay>> = {
  SLVP: { icon: 'eye', layout: 'single-line' },
  SLVB: { icon: 'bag', layout: 'single-line' },
  SLVA: { icon: 'eye', layout: 'single-line' },
  QPH: { icon: 'cart', layout: 'single-line' },
  QP: { icon: 'cart', layout: 'single-line' },
  ATB: { icon: 'bag', layout: 'single-line' },
  ATW: { icon: 'star', layout: 'single-line' },
  LPSP: { icon: 'trophy', layout: 'multi-line' },
  LPMS: { icon: 'trophy', layout: 'multi-line' },
  LPMP: { icon: 'trophy', layout: 'multi-line' },
  CAP: { icon: 'cart', layout: 'single-line' },
  RAP: { icon: 'star', layout: 'multi-line' },
  SBS: { icon: 'flame', layout: 'single-line' },
  LSQ: { icon: 'clock', layout: 'multi-line' },
  CBS: { icon: 'trophy', layout: 'single-line' },
  RVPC: { icon: 'star', layout: 'multi-line' },
  RV5S: { icon: 'star', layout: 'single-line' },
  LVVW: { icon: 'eye', layout: 'multi-line' },
  LVATB: { icon: 'bag', layout: 'multi-line' },
  BNR: { icon: 'flame', layout: 'single-line' },
};

/** An unknown code still shows, with the spec's default icon. */
export const DEFAULT_DISPLAY: SocialProofDisplay = { icon: 'flame', layout: 'single-line' };

/** Icon sizes in px (spec 1 §9). */
export const ICON_SIZE: Readonly<Record<SocialProofLayout, number>> = { 'single-line': 20, 'multi-line': 30 };

/** Theme icon images are asked at this cache lifetime (spec 1 §7). */
export const ICON_IMAGE_TTL_SECONDS = 2592000;

export function isKnownCode(code: string): code is SocialProofCode {
  return (SOCIAL_PROOF_CODES as readonly string[]).includes(code);
}

export function isIconName(value: unknown): value is SocialProofIcon {
  return typeof value === 'string' && (SOCIAL_PROOF_ICONS as readonly string[]).includes(value);
}

export function displayFor(code: string): SocialProofDisplay {
  return isKnownCode(code) ? SOCIAL_PROOF_DISPLAY[code] : DEFAULT_DISPLAY;
}

/** Where a banner is shown; a theme can override icons per location. */
export type SocialProofLocation = 'pdp';

/** A theme's override for one code: an icon name or an image URL. */
export type IconOverride = { icon: SocialProofIcon } | { imageUrl: string };

/** Overrides by location, then by code. Theme data is not trusted: it is checked when read. */
export type SocialProofTheme = Partial<Record<SocialProofLocation, Partial<Record<string, unknown>>>>;

export type ResolvedIcon = { kind: 'icon'; name: SocialProofIcon; size: number } | { kind: 'image'; src: string; size: number };

/** The image URL asked for: the icon's width and the cache lifetime. */
export function iconImageUrl(url: string, size: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${size}&ttl=${ICON_IMAGE_TTL_SECONDS}`;
}

/**
 * The icon of a message at a location: the theme's override when it is a
 * known icon name or a safe (relative or http(s)) image URL, else the code's
 * own icon, else the flame.
 */
export function resolveIcon(code: string, location: SocialProofLocation, theme: SocialProofTheme | undefined): ResolvedIcon {
  const display = displayFor(code);
  const size = ICON_SIZE[display.layout];
  const override = theme?.[location]?.[code] as Partial<Record<'icon' | 'imageUrl', unknown>> | undefined;
  if (override && typeof override === 'object') {
    const src = safeUrl(override.imageUrl);
    if (src) return { kind: 'image', src: iconImageUrl(src, size), size };
    if (isIconName(override.icon)) return { kind: 'icon', name: override.icon, size };
  }
  return { kind: 'icon', name: display.icon, size };
}
