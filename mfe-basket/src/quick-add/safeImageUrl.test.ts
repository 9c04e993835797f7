import { safeImageUrl } from './safeImageUrl';

describe('safeImageUrl', () => {
  it('keeps same-site paths and http(s) addresses', () => {
    expect(safeImageUrl('/images/products/BUR12345/0.jpg?w=480')).toBe('/images/products/BUR12345/0.jpg?w=480');
    expect(safeImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('drops script, data and protocol-relative addresses and non-text', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageUrl('//evil.example.com/a.jpg')).toBeNull();
    expect(safeImageUrl('not a url')).toBeNull();
    expect(safeImageUrl(undefined)).toBeNull();
    expect(safeImageUrl(42)).toBeNull();
  });
});
