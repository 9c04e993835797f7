import { FASCIAS, FASCIA_KEYS, resolveFascia, searchIndexName } from './fascias';

describe('fascia registry', () => {
  it('has at least four fascias over three locales and currencies', () => {
    expect(FASCIA_KEYS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(FASCIA_KEYS.map((k) => FASCIAS[k].locale)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(FASCIA_KEYS.map((k) => FASCIAS[k].currency)).size).toBeGreaterThanOrEqual(3);
  });
  it('covers both delivery cut-off groups', () => {
    expect(new Set(FASCIA_KEYS.map((k) => FASCIAS[k].cutOffGroup))).toEqual(new Set(['late', 'saturday-early']));
  });
  it('chooses by query, then cookie, then host, then the default', () => {
    expect(resolveFascia({ queryKey: 'coast', cookieKey: 'wallis', hostname: 'oasis.localhost' }).key).toBe('coast');
    expect(resolveFascia({ queryKey: 'bogus', cookieKey: 'wallis', hostname: 'oasis.localhost' }).key).toBe('wallis');
    expect(resolveFascia({ hostname: 'oasis.localhost:3000' }).key).toBe('oasis');
    expect(resolveFascia({ hostname: 'unknown.example' }).key).toBe('burton');
  });
  it('names search indexes with the sort suffix, and fails without an index', () => {
    expect(searchIndexName(FASCIAS.burton, 'vi-sort-low-high')).toBe('burton_products_vi-sort-low-high');
    expect(() => searchIndexName(FASCIAS.dorothyperkins)).toThrow('no search index available');
  });
});
