// Product images made offline: masters drawn as SVG (masters.ts) are rendered
// once with sharp and kept on disk, then served at the widths and qualities
// the gallery asks for (80 normally, 95 zoomed), with an in-memory LRU of
// encoded results. Masters are keyed by (shape, colour, view), so a few
// hundred cover the whole catalogue.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue';
import type { ShapeKind } from '../catalogue/data';
import { badRequest, notFound } from '../http/errors';
import { MASTER_HEIGHT, MASTER_WIDTH, masterId, masterSvg, viewsOf, type MasterSpec } from './masters';

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

export class ImageService {
  private readonly lru = new Lru(LRU_BYTES);
  private readonly masters = new Map<string, Promise<Buffer>>();

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

  private master(spec: MasterSpec): Promise<Buffer> {
    const id = masterId(spec);
    let pending = this.masters.get(id);
    if (!pending) {
      const file = join(this.cacheDir, 'masters', `${id}.jpg`);
      pending = readFile(file).catch(async () => {
        const jpeg = await sharp(Buffer.from(masterSvg(spec)), { density: 72 })
          .resize(MASTER_WIDTH, MASTER_HEIGHT)
          .jpeg({ quality: 92, mozjpeg: true })
          .toBuffer();
        await mkdir(join(this.cacheDir, 'masters'), { recursive: true });
        // Write then rename, so a crash never leaves half a master on disk.
        await writeFile(`${file}.tmp`, jpeg);
        await rename(`${file}.tmp`, file);
        return jpeg;
      });
      pending.catch(() => this.masters.delete(id));
      this.masters.set(id, pending);
    }
    return pending;
  }

  async productImage(productKey: string, index: number, width: number, quality: 80 | 95): Promise<Buffer | null> {
    const spec = this.specFor(productKey, index);
    if (!spec) return null;
    const key = `${masterId(spec)}@${width}q${quality}`;
    const hit = this.lru.get(key);
    if (hit) return hit;
    const master = await this.master(spec);
    const out = await sharp(master).resize({ width }).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    this.lru.set(key, out);
    return out;
  }

  async swatch(hex: string): Promise<Buffer> {
    const key = `swatch-${hex}`;
    const hit = this.lru.get(key);
    if (hit) return hit;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: `#${hex}` } }).png().toBuffer();
    this.lru.set(key, png);
    return png;
  }

  /** Renders every master the catalogue uses that is not on disk yet, one at a time. */
  async warm(signal?: AbortSignal): Promise<number> {
    const seen = new Set<string>();
    let made = 0;
    for (const product of this.catalogue.products) {
      for (const colour of product.colours) {
        for (let view = 0; view < viewsOf(product.shape as ShapeKind); view++) {
          if (signal?.aborted) return made;
          const spec = { shape: product.shape, hex: colour.hex.toLowerCase(), view };
          const id = masterId(spec);
          if (seen.has(id)) continue;
          seen.add(id);
          await this.master(spec);
          made += 1;
        }
      }
    }
    return made;
  }
}

export async function imageRoutes(app: FastifyInstance, images: ImageService) {
  app.get<{ Params: { key: string; file: string }; Querystring: { w?: string; q?: string } }>(
    '/images/products/:key/:file',
    async (request, reply) => {
      const m = /^(\d{1,3})\.jpg$/.exec(request.params.file);
      if (!m) throw notFound('IMAGE_NOT_FOUND', 'No such image.');
      const parsed = parseImageQuery(request.query);
      if (typeof parsed === 'string') throw badRequest('INVALID_IMAGE_SIZE', parsed);
      const jpeg = await images.productImage(request.params.key, Number(m[1]), parsed.width, parsed.quality);
      if (!jpeg) throw notFound('IMAGE_NOT_FOUND', 'No such image.');
      return reply
        .type('image/jpeg')
        .header('cache-control', `public, max-age=${CACHE_SECONDS}, immutable`)
        .send(jpeg);
    },
  );
  app.get<{ Params: { file: string } }>('/images/swatch/:file', async (request, reply) => {
    const m = /^([0-9a-fA-F]{6})\.png$/.exec(request.params.file);
    if (!m) throw notFound('IMAGE_NOT_FOUND', 'No such swatch.');
    return reply
      .type('image/png')
      .header('cache-control', `public, max-age=${CACHE_SECONDS}, immutable`)
      .send(await images.swatch(m[1]!.toLowerCase()));
  });
}
