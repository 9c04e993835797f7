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
});
