import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_TYPES } from '@storefront/shared-contracts/content';
import { blockLoaders } from './blocks';

describe('blockLoaders', () => {
  it('has a block for every section type of spec 3, each a component', async () => {
    expect(Object.keys(blockLoaders).sort()).toEqual([...SECTION_TYPES].sort());
    for (const type of SECTION_TYPES) {
      const module = await blockLoaders[type]!();
      expect(typeof module.default).toBe('function');
    }
  });

  it('has one folder per section type under src/blocks, and nothing else there (shared kits live in src/kit)', () => {
    const folders = readdirSync(join(__dirname, '..', 'blocks'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...SECTION_TYPES].sort());
  });

  it('loads each section type from its own folder', () => {
    for (const type of SECTION_TYPES) expect(String(blockLoaders[type])).toContain(`../blocks/${type}`);
  });
});
