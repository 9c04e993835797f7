// Product images made offline: drawn as SVG per (shape, colour, view) in
// masters.ts and rendered with sharp straight at the width the page asks for
// (80 normally, 95 zoomed), kept on disk and in an in-memory LRU. Rendering
// the vector at the asked size is about ten times cheaper than rendering a
// 1600 x 2400 master and resizing it, so a cold card image costs ~30 ms.
// Review photos (reviewImages.ts) take the same way; syndication sources'
// logos are small PNGs kept in memory like swatches.
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalogue, ShapeKind } from '../catalogue';
import { badRequest, notFound } from '../http/errors';
import { sourceBySlug } from '../reviews';
import { MASTER_HEIGHT, MASTER_WIDTH, masterId, masterSvg, viewsOf, type MasterSpec } from './masters';
import { reviewPhotoId, reviewPhotoSpec, reviewPhotoSvg, sourceLogoSvg } from './reviewImages';

/** The sizes rendered at start, before anyone asks: cards (480) and the gallery's first slide on phones and desktop. */
export const WARM_WIDTHS = [320, 480, 640] as const;

export const QUALITIES = [80, 95] as const;
export const MIN_WIDTH = 64;
export const MAX_WIDTH = 1600;
const LRU_BYTES = 64 * 1024 * 1024;
const CACHE_SECONDS = 2592000;

/** Parses the `w` and `q` of an image request; null with a message when invalid. */
export function parseImageQuery(query: { w?: unknown; q?: unknown }): { width: number; quality: 80 | 95 } | string {
  const width = query.w === undefined ? 640 : Number(query.w);
  const quality = query.q === undefined ? 80 : Number(query.q);
  if (!Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH) return `w must be a whole number from ${MIN_WIDTH} to ${MAX_WIDTH}`;
  if (quality !== 80 && quality !== 95) return 'q must be 80 or 95';
  return { width, quality };
}

class Lru {
  private readonly map = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly limit: number) {}
  get(key: string): Buffer | undefined {
    const value = this.map.get(key);
    if (value) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer): void {
    this.map.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.limit) break;
      this.map.delete(k);
      this.bytes -= v.length;
    }
  }
}

/** One size of one drawing: its LRU key and its file name on disk. */
const sizedKey = (id: string, width: number, quality: 80 | 95) => `${id}@${width}q${quality}`;

/** A drawing: its id (the cache's name for it) and its SVG at a size. */
export interface Drawing {
  id: string;
  svg: (width: number, height: number) => string;
  /** Its height at a width; 2:3 like the product masters when left out. */
  heightAt?: (width: number) => number;
}

const masterDrawing = (spec: MasterSpec): Drawing => ({ id: masterId(spec), svg: (w, h) => masterSvg(spec, w, h) });

export class ImageService {
  private readonly lru = new Lru(LRU_BYTES);
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly cacheDir: string,
  ) {}

  /** The master for a product's image index, or undefined when there is none. */
  specFor(productKey: string, index: number): MasterSpec | undefined {
    const record = this.catalogue.productByKey(productKey);
    if (!record || !Number.isInteger(index) || index < 0) return undefined;
    const colour = record.colours[Math.floor(index / record.views)];
    if (!colour) return undefined;
    return { shape: record.shape, hex: colour.hex.toLowerCase(), view: index % record.views };
  }

  /**
   * At most two sharp jobs at a time: each holds a libuv pool thread, and the
   * pool (4 threads) is also what file reads and response compression use.
   * On a cold cache a listing asks for dozens of images at once; unlimited,
   * search answers waited behind them for seconds.
   */
  private readonly renders = pLimit(2);

  async productImage(productKey: string, index: number, width: number, quality: 80 | 95): Promise<Buffer | null> {
    const spec = this.specFor(productKey, index);
    return spec ? this.sized(masterDrawing(spec), width, quality) : null;
  }

  /** Photo `index` of a product's reviews (reviewImages.ts), or null when there is none. */
  async reviewPhoto(productKey: string, index: number, width: number, quality: 80 | 95): Promise<Buffer | null> {
    const spec = reviewPhotoSpec(this.catalogue, productKey, index);
    return spec ? this.sized({ id: reviewPhotoId(spec), svg: (w, h) => reviewPhotoSvg(spec, w, h) }, width, quality) : null;
  }

  /** Any other drawing (content images, src/content/images.ts), cached the same way. */
  drawn(drawing: Drawing, width: number, quality: 80 | 95): Promise<Buffer> {
    return this.sized(drawing, width, quality);
  }

  /** One size of one drawing: from the LRU, else from disk, else rendered (once, however many ask). */
  private sized(drawing: Drawing, width: number, quality: 80 | 95): Promise<Buffer> {
    const key = sizedKey(drawing.id, width, quality);
    const hit = this.lru.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = this.pending.get(key);
    if (!pending) {
      const file = this.fileOf(key);
      pending = readFile(file)
        .catch(async () => {
          const height = drawing.heightAt ? drawing.heightAt(width) : Math.round((width * MASTER_HEIGHT) / MASTER_WIDTH);
          const jpeg = await this.renders(() =>
            sharp(Buffer.from(drawing.svg(width, height))).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer(),
          );
          await mkdir(join(this.cacheDir, 'sized'), { recursive: true });
          // Write then rename, so a crash never leaves half an image on disk.
          await writeFile(`${file}.tmp`, jpeg);
          await rename(`${file}.tmp`, file);
          return jpeg;
        })
        .then((jpeg) => {
          this.lru.set(key, jpeg);
          return jpeg;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private fileOf(key: string): string {
    return join(this.cacheDir, 'sized', `${key}.jpg`);
  }

  async swatch(hex: string): Promise<Buffer> {
    const key = `swatch-${hex}`;
    const hit = this.lru.get(key);
    if (hit) return hit;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: `#${hex}` } }).png().toBuffer();
    this.lru.set(key, png);
    return png;
  }

  /** A syndication source's 96 px logo, or null for an unknown source. */
  async sourceLogo(slug: string): Promise<Buffer | null> {
    const source = sourceBySlug(slug);
    if (!source) return null;
    const key = `source-${slug}`;
    const hit = this.lru.get(key);
    if (hit) return hit;
    const png = await sharp(Buffer.from(sourceLogoSvg(source, 96))).png().toBuffer();
    this.lru.set(key, png);
    return png;
  }

  /**
   * Renders the first sizes (WARM_WIDTHS at quality 80) of every master the
   * catalogue uses that is not on disk yet, one at a time and in the
   * background, so live requests never queue behind it. Returns how many
   * sizes are ready.
   */
  async warm(signal?: AbortSignal): Promise<number> {
    const specs = new Map<string, MasterSpec>();
    for (const product of this.catalogue.products) {
      for (const colour of product.colours) {
        for (let view = 0; view < viewsOf(product.shape as ShapeKind); view++) {
          const spec = { shape: product.shape, hex: colour.hex.toLowerCase(), view };
          specs.set(masterId(spec), spec);
        }
      }
    }
    let ready = 0;
    for (const width of WARM_WIDTHS) {
      for (const spec of specs.values()) {
        if (signal?.aborted) return ready;
        // Only what is missing: loading every size into the LRU would push out what shoppers asked for.
        const onDisk = await access(this.fileOf(sizedKey(masterId(spec), width, 80))).then(() => true, () => false);
        if (!onDisk) await this.sized(masterDrawing(spec), width, 80);
        ready += 1;
      }
    }
    return ready;
  }
}

const longCached = (reply: FastifyReply) => reply.header('cache-control', `public, max-age=${CACHE_SECONDS}, immutable`);

export async function imageRoutes(app: FastifyInstance, images: ImageService) {
  /** `/images/{kind}/{key}/{index}.jpg?w=&q=`: product images and review photos. */
  const jpegRoute = (path: string, render: ImageService['productImage']) =>
    app.get<{ Params: { key: string; file: string }; Querystring: { w?: string; q?: string } }>(path, async (request, reply) => {
      const m = /^(\d{1,3})\.jpg$/.exec(request.params.file);
      if (!m) throw notFound('IMAGE_NOT_FOUND', 'No such image.');
      const parsed = parseImageQuery(request.query);
      if (typeof parsed === 'string') throw badRequest('INVALID_IMAGE_SIZE', parsed);
      const jpeg = await render(request.params.key, Number(m[1]), parsed.width, parsed.quality);
      if (!jpeg) throw notFound('IMAGE_NOT_FOUND', 'No such image.');
      return longCached(reply.type('image/jpeg')).send(jpeg);
    });
  jpegRoute('/images/products/:key/:file', (...args) => images.productImage(...args));
  jpegRoute('/images/reviews/:key/:file', (...args) => images.reviewPhoto(...args));

  app.get<{ Params: { file: string } }>('/images/swatch/:file', async (request, reply) => {
    const m = /^([0-9a-fA-F]{6})\.png$/.exec(request.params.file);
    if (!m) throw notFound('IMAGE_NOT_FOUND', 'No such swatch.');
    return longCached(reply.type('image/png')).send(await images.swatch(m[1]!.toLowerCase()));
  });
  app.get<{ Params: { file: string } }>('/images/review-sources/:file', async (request, reply) => {
    const m = /^([a-z-]{1,40})\.png$/.exec(request.params.file);
    const png = m ? await images.sourceLogo(m[1]!) : null;
    if (!png) throw notFound('IMAGE_NOT_FOUND', 'No such logo.');
    return longCached(reply.type('image/png')).send(png);
  });
}
