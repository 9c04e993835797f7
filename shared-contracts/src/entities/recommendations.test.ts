import { visuallySimilarItems } from './recommendations';

describe('visuallySimilarItems', () => {
  const items = [{ item_group_id: 'DRS10002', colour: 'Navy' }, { item_group_id: 'DRS10003', colour: 'Red' }];

  it('reads both answer shapes', () => {
    expect(visuallySimilarItems(items)).toEqual(items);
    expect(visuallySimilarItems({ visualSimilar: items })).toEqual(items);
  });

  it('keeps only the entries with a group and a colour, and nothing of other answers', () => {
    expect(visuallySimilarItems([items[0], { item_group_id: 'X' }, null, 'DRS', { colour: 'Red' }])).toEqual([items[0]]);
    expect(visuallySimilarItems({ visualSimilar: 'no' })).toEqual([]);
    expect(visuallySimilarItems('<html>')).toEqual([]);
    expect(visuallySimilarItems(null)).toEqual([]);
    expect(visuallySimilarItems({ results: items })).toEqual([]);
  });
});
