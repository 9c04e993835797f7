import { selectedProductKeys } from './preview';

describe('selectedProductKeys', () => {
  it('keeps the string keys of data.selectedProductKeys and nothing else', () => {
    expect(selectedProductKeys({ selectedProductKeys: ['a', 2, null, 'b'] })).toEqual(['a', 'b']);
    expect(selectedProductKeys({ selectedProductKeys: 'a' })).toEqual([]);
    expect(selectedProductKeys({})).toEqual([]);
    expect(selectedProductKeys(undefined)).toEqual([]);
  });
});
