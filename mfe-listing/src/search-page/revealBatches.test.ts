import { LISTING_PREVIEW_SIZE } from '@storefront/shared-contracts';
import { revealBatches } from './revealBatches';

describe('revealBatches', () => {
  it('on a phone draws two rows of two cards, then a row at a time', () => {
    expect(revealBatches(412)).toEqual({ first: 4, step: 2 });
    expect(revealBatches(767)).toEqual({ first: 4, step: 2 });
  });

  it('from the tablet breakpoint draws the server preview at once, then four at a time', () => {
    expect(revealBatches(768)).toEqual({ first: LISTING_PREVIEW_SIZE, step: 4 });
    expect(revealBatches(1440)).toEqual({ first: LISTING_PREVIEW_SIZE, step: 4 });
  });
});
