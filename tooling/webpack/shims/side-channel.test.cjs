const getSideChannel = require('side-channel');
const qs = require('qs');

describe('side-channel shim', () => {
  it('keeps values for object and primitive keys apart per channel', () => {
    const channel = getSideChannel();
    const other = getSideChannel();
    const key = {};
    channel.set(key, 1);
    channel.set('k', 2);
    expect([channel.get(key), channel.get('k'), channel.has(key), other.has(key)]).toEqual([1, 2, true, false]);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    expect(() => channel.assert('k')).not.toThrow();
  });

  it('serves qs as the package did: nested values, and cycles refused', () => {
    expect(qs.stringify({ q: 'shirt', refinementList: { size: ['10', '12'] }, page: 2 }, { encode: false })).toBe(
      'q=shirt&refinementList[size][0]=10&refinementList[size][1]=12&page=2',
    );
    expect(qs.parse('q=shirt&refinementList[size][0]=10')).toEqual({ q: 'shirt', refinementList: { size: ['10'] } });
    const cyclic = { a: {} };
    cyclic.a.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(RangeError);
  });
});
