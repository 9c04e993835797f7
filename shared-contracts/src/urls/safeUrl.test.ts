import { parseHttpUrl, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('keeps relative paths and http(s) URLs', () => {
    expect(safeUrl('/product/a?colour=Red')).toBe('/product/a?colour=Red');
    expect(safeUrl(' https://example.com/x ')).toBe('https://example.com/x');
    expect(safeUrl('http://localhost:3000/sale')).toBe('http://localhost:3000/sale');
  });

  it('refuses script, data and protocol-relative URLs and non-strings', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('/\\evil.example')).toBeNull();
    expect(safeUrl('sale')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(42)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});

describe('parseHttpUrl', () => {
  it('parses absolute http(s) URLs', () => {
    expect(parseHttpUrl('https://example.com/x?y=1#z')?.href).toBe('https://example.com/x?y=1#z');
    expect(parseHttpUrl('http://localhost:3001/mf-manifest.json')?.origin).toBe('http://localhost:3001');
  });

  it('refuses paths, other schemes and what is no URL', () => {
    expect(parseHttpUrl('/product/a')).toBeNull();
    expect(parseHttpUrl('javascript:alert(1)')).toBeNull();
    expect(parseHttpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(parseHttpUrl('ftp://example.com/x')).toBeNull();
    expect(parseHttpUrl('not a url')).toBeNull();
    expect(parseHttpUrl('')).toBeNull();
  });
});
