import { checkShareUrl, randomShortCode, redirectLocation, SHARE_URL_MESSAGES, SHORT_CODE_PATTERN, SHORT_URL_MAX_LENGTH } from './rules';

const OWN = 'http://burton.localhost:3000';

describe('checkShareUrl', () => {
  it('accepts an absolute address of this site and gives it back normalised', () => {
    expect(checkShareUrl('http://burton.localhost:3000/product/midi-wrap-dress-10001?colour=Navy&utm_source=pdp_share', OWN)).toEqual({
      ok: true,
      url: 'http://burton.localhost:3000/product/midi-wrap-dress-10001?colour=Navy&utm_source=pdp_share',
    });
    expect(checkShareUrl('HTTP://BURTON.localhost:3000/product/a', OWN)).toEqual({ ok: true, url: 'http://burton.localhost:3000/product/a' });
    expect(checkShareUrl('https://shop.example/product/a', 'https://shop.example:443')).toEqual({ ok: true, url: 'https://shop.example/product/a' });
  });

  it.each([
    [undefined, SHARE_URL_MESSAGES.missing],
    ['', SHARE_URL_MESSAGES.missing],
    [42, SHARE_URL_MESSAGES.missing],
    ['/product/a', SHARE_URL_MESSAGES.notAbsolute],
    ['not a url', SHARE_URL_MESSAGES.notAbsolute],
    ['javascript:alert(1)', SHARE_URL_MESSAGES.notAbsolute],
    ['ftp://burton.localhost:3000/product/a', SHARE_URL_MESSAGES.notAbsolute],
    ['http://user:pw@burton.localhost:3000/product/a', SHARE_URL_MESSAGES.credentials],
    ['http://evil.example/product/a', SHARE_URL_MESSAGES.otherSite],
    ['https://burton.localhost:3000/product/a', SHARE_URL_MESSAGES.otherSite],
    ['http://coast.localhost:3000/product/a', SHARE_URL_MESSAGES.otherSite],
    ['http://burton.localhost:3001/product/a', SHARE_URL_MESSAGES.otherSite],
    ['http://burton.localhost:3000//evil.example/a', SHARE_URL_MESSAGES.notAPage],
    ['http://burton.localhost:3000/\\evil.example/a', SHARE_URL_MESSAGES.notAPage],
    ['http://burton.localhost:3000/_api/basket', SHARE_URL_MESSAGES.notAPage],
    ['http://burton.localhost:3000/s/abcdefg', SHARE_URL_MESSAGES.notAPage],
    [`http://burton.localhost:3000/product/${'a'.repeat(SHORT_URL_MAX_LENGTH)}`, SHARE_URL_MESSAGES.tooLong],
  ])('refuses %p with a message', (raw, message) => {
    expect(checkShareUrl(raw, OWN)).toEqual({ ok: false, message });
  });
});

describe('redirectLocation', () => {
  it('keeps the path, query and fragment, never the host', () => {
    expect(redirectLocation('http://burton.localhost:3000/product/a?colour=Navy#reviews')).toBe('/product/a?colour=Navy#reviews');
    expect(redirectLocation('http://burton.localhost:3000//evil.example/a')).toBe('/evil.example/a');
  });
});

describe('randomShortCode', () => {
  it('makes 7 base-62 characters and skips the bytes that would bias it', () => {
    for (let i = 0; i < 200; i++) expect(randomShortCode()).toMatch(SHORT_CODE_PATTERN);
    // 248..255 are skipped; 0 → '0', 61 → 'z', 62 → '0' again.
    const bytes = [255, 248, 0, 61, 62, 10, 36, 250, 1, 2];
    expect(randomShortCode(() => Uint8Array.from(bytes))).toBe('0z0Aa12');
  });
});
