// Images of reviews, drawn like the product images (masters.ts): customers'
// photos, the product in one of its colours set in a room at a slight tilt
// as a phone snapshot would be, and the logos of syndication sources.
import type { Catalogue } from '../catalogue';
import type { SourceDef } from '../reviews';
import { productLayer, SHADE_GRADIENT, type MasterSpec } from './masters';

interface Scene {
  wall: string;
  floor: string;
  tilt: number;
}

/** A bedroom, a hallway, a garden, a bathroom. */
const SCENES: readonly Scene[] = [
  { wall: '#d9cbb8', floor: '#a47c5b', tilt: -6 },
  { wall: '#c9d6df', floor: '#8f9aa3', tilt: 4 },
  { wall: '#e8e2d0', floor: '#6d8b5e', tilt: -2 },
  { wall: '#f2e6e9', floor: '#cbb2b8', tilt: 7 },
];

export const REVIEW_PHOTO_SCENES = SCENES.length;

export interface ReviewPhotoSpec extends MasterSpec {
  scene: number;
}

/**
 * Photo `index` of a product's reviews: colour index % colours, scene
 * (and front or back view) from index / colours. Undefined past the last.
 */
export function reviewPhotoSpec(catalogue: Catalogue, productKey: string, index: number): ReviewPhotoSpec | undefined {
  const record = catalogue.productByKey(productKey);
  if (!record || !Number.isInteger(index) || index < 0 || index >= record.colours.length * SCENES.length) return undefined;
  const colour = record.colours[index % record.colours.length]!;
  const scene = Math.floor(index / record.colours.length);
  return { shape: record.shape, hex: colour.hex.toLowerCase(), view: scene % 2, scene };
}

export function reviewPhotoId({ shape, hex, view, scene }: ReviewPhotoSpec): string {
  return `review-${shape}-${hex}-${view}-${scene}`;
}

export function reviewPhotoSvg(spec: ReviewPhotoSpec, width: number, height: number): string {
  const scene = SCENES[spec.scene]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 1500">
  <defs>
    ${SHADE_GRADIENT}
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/>
    </radialGradient>
  </defs>
  <rect width="1000" height="1500" fill="${scene.wall}"/>
  <rect y="1080" width="1000" height="420" fill="${scene.floor}"/>
  <g transform="rotate(${scene.tilt} 500 750) translate(90 110) scale(0.82)">${productLayer(spec)}</g>
  <rect width="1000" height="1500" fill="url(#vignette)"/>
</svg>`;
}

/** A source's logo: a star on a rounded square in its colour (no text, so no fonts needed). */
export function sourceLogoSvg(source: SourceDef, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="#${source.hex}"/>
  <path d="M50 18 L59 40 L83 41 L64 56 L71 80 L50 66 L29 80 L36 56 L17 41 L41 40 Z" fill="#ffffff"/>
</svg>`;
}
