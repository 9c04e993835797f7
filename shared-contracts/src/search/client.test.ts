import { FASCIAS, type FasciaSettings } from '../fascia/fascias';
import { searchClientFor, searchHosts } from './client';

const page = { hostname: 'coast.localhost', port: '3000', protocol: 'http:' };

describe('searchHosts', () => {
  it('points at the page origin when the fascia names no hosts', () => {
    expect(searchHosts(FASCIAS.coast, page)).toEqual([{ url: 'coast.localhost', port: 3000, protocol: 'http', accept: 'read' }]);
    expect(searchHosts(FASCIAS.coast, { hostname: 'shop.example', port: '', protocol: 'https:' })).toEqual([
      { url: 'shop.example', protocol: 'https', accept: 'read' },
    ]);
  });

  it('uses the fascia hosts when given (hosted search)', () => {
    const hosted: FasciaSettings = { ...FASCIAS.burton, search: { ...FASCIAS.burton.search, hosts: [{ url: 'abc-dsn.algolia.net', protocol: 'https' }] } };
    expect(searchHosts(hosted, page)).toEqual([{ url: 'abc-dsn.algolia.net', protocol: 'https', accept: 'read' }]);
  });
});

describe('searchClientFor', () => {
  it('keeps one lite client per host set', () => {
    const a = searchClientFor(FASCIAS.burton, page);
    expect(searchClientFor(FASCIAS.coast, page)).toBe(a);
    expect(searchClientFor(FASCIAS.burton, { ...page, port: '3100' })).not.toBe(a);
    expect(typeof a.search).toBe('function');
  });
});
