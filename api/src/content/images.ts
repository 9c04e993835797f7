// Content images (banners, cards, blog pictures, brand logos, icons), made
// offline like the product images: an SVG scene drawn from the name alone
// (a gradient and shapes whose colours and places come from a hash of the
// name, so a name is always the same picture) and rendered with sharp at the
// asked width by the image service, which caches it on disk and in memory.
//   GET /images/content/{name}.jpg?w={64..1600}&q={80|95}
// The name's prefix sets the shape of the picture: hero-* 16:9, card-* 4:5,
// blog-* 3:2, logo-* 2:1, icon-* 1:1, anything else 4:3.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { parseImageQuery, type Drawing, type ImageService } from '../images';

export const CONTENT_IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Height / width of a content image, by the prefix of its name. */
export function contentImageRatio(name: string): number {
  if (name.startsWith('hero-')) return 9 / 16;
  if (name.startsWith('card-')) return 5 / 4;
  if (name.startsWith('blog-')) return 2 / 3;
  if (name.startsWith('logo-')) return 1 / 2;
  if (name.startsWith('icon-')) return 1;
  return 3 / 4;
}

/** The URL of a content image; the page appends `w` and `q`. */
export const contentImagePath = (name: string) => `/images/content/${name}.jpg`;

/** FNV-1a, then a small xorshift stream: the same name, the same numbers. */
function stream(name: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

const PALETTES = [
  ['#f3d9c7', '#d98a6c', '#7a3b2e', '#fff7f0'],
  ['#dfe8f1', '#7fa3c6', '#22405f', '#f7fbff'],
  ['#e6efe1', '#8fb48a', '#2f5133', '#fbfdf8'],
  ['#f4e6f0', '#c98bb4', '#5b2a4f', '#fff8fd'],
  ['#f6efd9', '#d9b55c', '#5c4514', '#fffdf5'],
  ['#e5e3f3', '#8e88c9', '#2e2a5c', '#fafaff'],
  ['#1f2a44', '#3d5a80', '#ee6c4d', '#e0fbfc'],
  ['#2b2b2b', '#6b6b6b', '#d4af37', '#f5f5f5'],
] as const;

/** The SVG of a content image at a size (viewBox 1000 wide, height by the ratio). */
export function contentImageSvg(name: string, width: number, height: number): string {
  const rnd = stream(name);
  const vw = 1000;
  const vh = Math.round(vw * contentImageRatio(name));
  const palette = PALETTES[Math.floor(rnd() * PALETTES.length)]!;
  const [bg, mid, deep, light] = palette;
  const angle = Math.floor(rnd() * 360);
  const shapes: string[] = [];
  if (name.startsWith('logo-')) {
    // A brand mark: a ring and an emblem, no text (the alt text names the brand).
    const cx = vw / 2;
    const cy = vh / 2;
    const r = vh * 0.36;
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${deep}" stroke-width="${r * 0.12}"/>`);
    const points = 3 + Math.floor(rnd() * 5);
    const star = Array.from({ length: points * 2 }, (_, i) => {
      const a = (Math.PI * i) / points - Math.PI / 2;
      const rr = i % 2 === 0 ? r * 0.7 : r * 0.3;
      return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    shapes.push(`<polygon points="${star}" fill="${mid}"/>`);
  } else {
    const count = 5 + Math.floor(rnd() * 5);
    for (let i = 0; i < count; i++) {
      const colour = [mid, deep, light][Math.floor(rnd() * 3)]!;
      const opacity = (0.25 + rnd() * 0.5).toFixed(2);
      const x = Math.round(rnd() * vw);
      const y = Math.round(rnd() * vh);
      const size = Math.round((0.08 + rnd() * 0.3) * Math.min(vw, vh * 1.6));
      const kind = Math.floor(rnd() * 3);
      if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" fill-opacity="${opacity}"/>`);
      else if (kind === 1) shapes.push(`<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${size / 6}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${Math.round(rnd() * 90 - 45)} ${x} ${y})"/>`);
      else shapes.push(`<path d="M${x - size} ${y + size / 2} Q${x} ${y - size} ${x + size} ${y + size / 2}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${Math.max(6, size / 8)}" stroke-linecap="round"/>`);
    }
    // A horizon band, so banners have a calm area for their text.
    shapes.push(`<rect x="0" y="${Math.round(vh * 0.72)}" width="${vw}" height="${vh}" fill="${deep}" fill-opacity="0.18"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${name.startsWith('logo-') ? light : mid}"/></linearGradient></defs>
  <rect width="${vw}" height="${vh}" fill="url(#g)"/>
  ${shapes.join('\n  ')}
</svg>`;
}

export function contentImageDrawing(name: string): Drawing {
  const ratio = contentImageRatio(name);
  return { id: `content-v1-${name}`, svg: (w, h) => contentImageSvg(name, w, h), heightAt: (w) => Math.round(w * ratio) };
}

export async function contentImageRoutes(app: FastifyInstance, images: ImageService) {
  app.get<{ Params: { file: string }; Querystring: { w?: string; q?: string } }>('/images/content/:file', async (request, reply) => {
    const m = /^(.+)\.jpg$/.exec(request.params.file);
    if (!m || !CONTENT_IMAGE_NAME.test(m[1]!)) throw notFound('IMAGE_NOT_FOUND', 'No such image.');
    const parsed = parseImageQuery(request.query);
    if (typeof parsed === 'string') throw badRequest('INVALID_IMAGE_SIZE', parsed);
    const jpeg = await images.drawn(contentImageDrawing(m[1]!), parsed.width, parsed.quality);
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=2592000, immutable').send(jpeg);
  });
}
