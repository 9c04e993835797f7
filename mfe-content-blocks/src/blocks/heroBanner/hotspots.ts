// Image hotspots (spec 3 §3, §5): a hotspot lacking either coordinate set
// (desktop or mobile) is skipped; the others are placed by percentage start
// and end on the image, as CSS variables per device.
import type { CSSProperties } from 'react';
import { safeUrl } from '@storefront/shared-contracts';

export interface HotspotCoords {
  xStart: number;
  xEnd: number;
  yStart: number;
  yEnd: number;
}

export interface HotspotConfig {
  desktopCoords?: HotspotCoords | undefined;
  mobileCoords?: HotspotCoords | undefined;
  imageHotspotSrc?: string | undefined;
  imageHotspotLink: string;
  altText: string;
  transparency?: number | undefined;
}

export interface DrawnHotspot {
  href: string;
  altText: string;
  src: string | null;
  style: CSSProperties;
}

const pct = (value: number) => `${Math.min(100, Math.max(0, value))}%`;

function box(coords: HotspotCoords) {
  const left = Math.min(coords.xStart, coords.xEnd);
  const top = Math.min(coords.yStart, coords.yEnd);
  return { left: pct(left), top: pct(top), width: pct(Math.abs(coords.xEnd - coords.xStart)), height: pct(Math.abs(coords.yEnd - coords.yStart)) };
}

/** The hotspots to draw: both coordinate sets and a safe link; opacity is 1 − transparency. */
export function drawableHotspots(hotspots: readonly HotspotConfig[] | undefined): DrawnHotspot[] {
  return (hotspots ?? []).flatMap((hotspot) => {
    if (!hotspot.desktopCoords || !hotspot.mobileCoords) return [];
    const href = safeUrl(hotspot.imageHotspotLink);
    if (!href) return [];
    const desktop = box(hotspot.desktopCoords);
    const mobile = box(hotspot.mobileCoords);
    const style: Record<string, string | number> = {
      '--hs-left': desktop.left,
      '--hs-top': desktop.top,
      '--hs-width': desktop.width,
      '--hs-height': desktop.height,
      '--hs-m-left': mobile.left,
      '--hs-m-top': mobile.top,
      '--hs-m-width': mobile.width,
      '--hs-m-height': mobile.height,
    };
    if (typeof hotspot.transparency === 'number') style.opacity = Math.min(1, Math.max(0, 1 - hotspot.transparency));
    return [{ href, altText: hotspot.altText, src: safeUrl(hotspot.imageHotspotSrc), style: style as CSSProperties }];
  });
}
