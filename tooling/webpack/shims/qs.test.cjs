const qs = require('./qs.cjs');

describe('qs shim', () => {
  it('refuses with where to look, rather than writing an address of its own', () => {
    expect(() => qs.stringify({ q: 'shirt' })).toThrow(/give the history router parseURL and createURL/);
    expect(() => qs.parse('q=shirt')).toThrow(/qs\.parse is not in the browser build/);
  });
});
