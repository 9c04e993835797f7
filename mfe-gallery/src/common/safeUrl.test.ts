import { classNames, safeHexColour, safeUrl } from './safeUrl';

describe('safe URL', () => {
  it('keeps relative and http(s) URLs', () => {
    expect(safeUrl('/images/a.jpg')).toBe('/images/a.jpg');
    expect(safeUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(safeUrl('http://cdn.test/a.jpg')).toBe('http://cdn.test/a.jpg');
  });

  it('refuses script and data URLs, garbage and non-strings', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl({})).toBeNull();
  });
});

describe('safe hex colour', () => {
  it('accepts hex colours only', () => {
    expect(safeHexColour('#1f2a44')).toBe('#1f2a44');
    expect(safeHexColour('#FFF')).toBe('#FFF');
    expect(safeHexColour('red; background: url(x)')).toBeNull();
    expect(safeHexColour('#12345')).toBeNull();
    expect(safeHexColour(undefined)).toBeNull();
  });
});

describe('class names', () => {
  it('joins the truthy names', () => {
    expect(classNames('a', false, undefined, 'b', null)).toBe('a b');
  });
});
