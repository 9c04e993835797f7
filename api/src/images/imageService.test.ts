// Images are rendered at the asked size once, then served from disk, also by a
// server started later on the same cache.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Catalogue } from '../catalogue/catalogue';
import { ImageService } from './imageService';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'images-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

const catalogue = Catalogue.generate();
const key = catalogue.products[0]!.key;

it('renders a 2:3 JPEG at the asked width, keeps it on disk and serves the same bytes after a restart', async () => {
  const first = await new ImageService(catalogue, cacheDir).productImage(key, 0, 480, 80);
  expect(await sharp(first!).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 720 });
  expect(await readdir(join(cacheDir, 'sized'))).toHaveLength(1);
  const again = await new ImageService(catalogue, cacheDir).productImage(key, 0, 480, 80);
  expect(again!.equals(first!)).toBe(true);
});

it('renders one size once however many ask for it at the same time', async () => {
  const images = new ImageService(catalogue, cacheDir);
  const answers = await Promise.all([1, 2, 3].map(() => images.productImage(key, 1, 320, 95)));
  expect(answers[0]).toBe(answers[1]);
  expect(answers[1]).toBe(answers[2]);
});

it('has no image for an unknown product or an index past its colours and views', async () => {
  const images = new ImageService(catalogue, cacheDir);
  expect(await images.productImage('NOPE', 0, 320, 80)).toBeNull();
  expect(await images.productImage(key, 999, 320, 80)).toBeNull();
});
