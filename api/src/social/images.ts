// Images of social posts, made like the product images (images/imageService.ts):
// an SVG scene (the post's product, drawn by masters.ts, in a setting for the
// post's theme; a play mark on a video's preview) rendered with sharp
// straight at the asked width, square (spec 2 §9: social images 1080x1080),
// kept on disk under the image cache (`social/`) and in an in-memory LRU,
// each size rendered once however many ask.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { MIN_WIDTH, parseImageQuery, productLayer, SHADE_GRADIENT } from '../images';
import type { SocialImageSpec, SocialTheme } from './posts';

export const SOCIAL_IMAGE_SIZE = 1080;
/** Bump when the drawing changes, so files cached on disk are drawn again. */
const DRAWING_VERSION = 1;
const LRU_BYTES = 16 * 1024 * 1024;

/** `w` (64..1080, 1080 when left out) and `q` (80 or 95) of a social image; a message when invalid. */
export function parseSocialImageQuery(query: { w?: unknown; q?: unknown }): { width: number; quality: 80 | 95 } | string {
  const widthMessage = `w must be a whole number from ${MIN_WIDTH} to ${SOCIAL_IMAGE_SIZE}`;
  const parsed = parseImageQuery({ w: query.w ?? String(SOCIAL_IMAGE_SIZE), q: query.q });
  if (typeof parsed === 'string') return parsed.startsWith('w ') ? widthMessage : parsed;
  return parsed.width > SOCIAL_IMAGE_SIZE ? widthMessage : parsed;
}

export function socialImageId({ theme, shape, hex, view, variant, video }: SocialImageSpec): string {
  return `social-v${DRAWING_VERSION}-${theme}-${shape}-${hex}-${view}-${variant}${video ? '-video' : ''}`;
}

/** The setting of a theme, in a 1000 x 1000 box. */
const BACKDROPS: Record<SocialTheme, string> = {
  summer: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd0ef"/><stop offset="1" stop-color="#fff2d2"/></linearGradient>
    <rect width="1000" height="1000" fill="url(#sky)"/>
    <circle cx="820" cy="170" r="90" fill="#ffd25a"/>
    <rect y="690" width="1000" height="70" fill="#4fa6c2"/>
    <rect y="760" width="1000" height="240" fill="#ead1a0"/>`,
  workwear: `<rect width="1000" height="1000" fill="#d6dadf"/>
    <rect x="70" y="110" width="300" height="440" fill="#eef3f7" stroke="#9aa3ad" stroke-width="14"/>
    <path d="M220 110 V550 M70 330 H370" stroke="#9aa3ad" stroke-width="10"/>
    <rect y="800" width="1000" height="200" fill="#6b6f76"/>`,
  beauty: `<rect width="1000" height="1000" fill="#f4d8df"/>
    <circle cx="770" cy="320" r="170" fill="#fbf0f3" stroke="#d9a6b4" stroke-width="16"/>
    <rect y="780" width="1000" height="220" fill="#f7f2ee"/>
    <path d="M40 840 Q300 800 520 880 T980 860" fill="none" stroke="#d9d0c8" stroke-width="6"/>`,
  home: `<rect width="1000" height="1000" fill="#e8ddcf"/>
    <rect x="640" y="140" width="260" height="200" fill="#c9b79f" stroke="#8c7358" stroke-width="12"/>
    <rect x="90" y="640" width="120" height="160" rx="14" fill="#b0643d"/>
    <ellipse cx="120" cy="560" rx="45" ry="110" fill="#4f7d4a" transform="rotate(-20 120 560)"/>
    <ellipse cx="185" cy="550" rx="45" ry="115" fill="#5e9157" transform="rotate(18 185 550)"/>
    <rect y="800" width="1000" height="200" fill="#b3895f"/>`,
};

const PLAY_MARK = `<circle cx="500" cy="500" r="92" fill="#000000" fill-opacity="0.45"/>
  <path d="M468 446 L560 500 L468 554 Z" fill="#ffffff"/>`;

export function socialImageSvg(spec: SocialImageSpec, size: number): string {
  const mirrored = spec.variant % 2 === 1;
  const tilt = [0, -4, 3, -2][spec.variant % 4]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">
  <defs>${SHADE_GRADIENT}</defs>
  <g${mirrored ? ' transform="translate(1000 0) scale(-1 1)"' : ''}>${BACKDROPS[spec.theme]}</g>
  <g transform="translate(220 80) scale(0.56) rotate(${tilt} 500 750)">${productLayer(spec)}</g>
  ${spec.video ? PLAY_MARK : ''}
</svg>`;
}

export class SocialImageService {
  private readonly lru = new Map<string, Buffer>();
  private lruBytes = 0;
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** One render at a time: the product images' renders share the same thread pool. */
  private readonly renders = pLimit(1);

  constructor(private readonly cacheDir: string) {}

  /** A JPEG of the drawing at the asked width: from the LRU, else from disk, else rendered. */
  image(spec: SocialImageSpec, width: number, quality: 80 | 95): Promise<Buffer> {
    const key = `${socialImageId(spec)}@${width}q${quality}`;
    const hit = this.lru.get(key);
    if (hit) {
      this.lru.delete(key);
      this.lru.set(key, hit);
      return Promise.resolve(hit);
    }
    let pending = this.pending.get(key);
    if (!pending) {
      const file = join(this.cacheDir, `${key}.jpg`);
      pending = readFile(file)
        .catch(async () => {
          const jpeg = await this.renders(() =>
            sharp(Buffer.from(socialImageSvg(spec, width))).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer(),
          );
          await mkdir(this.cacheDir, { recursive: true });
          // Write then rename, so a crash never leaves half an image on disk.
          const partial = `${file}.${process.pid}.tmp`;
          await writeFile(partial, jpeg);
          await rename(partial, file);
          return jpeg;
        })
        .then((jpeg) => {
          this.remember(key, jpeg);
          return jpeg;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private remember(key: string, jpeg: Buffer): void {
    this.lru.set(key, jpeg);
    this.lruBytes += jpeg.length;
    for (const [oldKey, old] of this.lru) {
      if (this.lruBytes <= LRU_BYTES) break;
      this.lru.delete(oldKey);
      this.lruBytes -= old.length;
    }
  }
}
