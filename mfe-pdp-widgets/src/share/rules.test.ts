import { affiliateIdOf, buildShareLink, canShareNatively, mobileOsOf, shortUrlOf } from './rules';
import { DEVICES } from './test/devices';

describe('buildShareLink', () => {
  it('adds the share parameters to the page address, keeping its colour and size and dropping the fragment', () => {
    const link = new URL(buildShareLink('https://burton.example/product/oxford-shirt-10013?colour=White&size=M#reviews')!);
    expect(link.origin + link.pathname).toBe('https://burton.example/product/oxford-shirt-10013');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      colour: 'White', size: 'M', link_source: 'share_button', utm_source: 'pdp_share', utm_medium: 'referral',
    });
    expect(link.hash).toBe('');
  });

  it('appends the affiliate id when there is one', () => {
    expect(new URL(buildShareLink('https://burton.example/product/a', 'AFF-TEST-0001')!).searchParams.get('affiliate_id')).toBe('AFF-TEST-0001');
    expect(new URL(buildShareLink('https://burton.example/product/a', null)!).searchParams.has('affiliate_id')).toBe(false);
    expect(new URL(buildShareLink('https://burton.example/product/a', 'bad id&x=1')!).searchParams.has('affiliate_id')).toBe(false);
  });

  it('sets each parameter once when the page was itself opened from a shared link', () => {
    const once = buildShareLink('https://burton.example/product/a?utm_source=other&affiliate_id=AFF-OLD', 'AFF-NEW')!;
    const twice = buildShareLink(once, 'AFF-NEW')!;
    expect(twice).toBe(once);
    expect(new URL(once).searchParams.getAll('utm_source')).toEqual(['pdp_share']);
    expect(new URL(once).searchParams.getAll('affiliate_id')).toEqual(['AFF-NEW']);
    expect(new URL(buildShareLink('https://burton.example/product/a?affiliate_id=AFF-OLD')!).searchParams.has('affiliate_id')).toBe(false);
  });

  it('gives nothing for an address that is not http(s)', () => {
    expect(buildShareLink('about:blank')).toBeNull();
    expect(buildShareLink('not a url')).toBeNull();
  });
});

describe('answers', () => {
  it('reads the affiliate id, else null', () => {
    expect(affiliateIdOf({ customer: { affiliateId: 'AFF-TEST-0001' } })).toBe('AFF-TEST-0001');
    expect(affiliateIdOf({ customer: {} })).toBeNull();
    expect(affiliateIdOf({ error: 'SIGN_IN_REQUIRED' })).toBeNull();
    expect(affiliateIdOf(null)).toBeNull();
  });

  it('reads an http(s) short link, else null', () => {
    expect(shortUrlOf({ shorturl: 'https://burton.example/s/Ab3dE9z' })).toBe('https://burton.example/s/Ab3dE9z');
    expect(shortUrlOf({ shorturl: 'javascript:alert(1)' })).toBeNull();
    expect(shortUrlOf({ shorturl: 42 })).toBeNull();
    expect(shortUrlOf('x')).toBeNull();
  });
});

describe('mobileOsOf', () => {
  it.each([
    ['androidChrome', 'android'],
    ['androidTablet', 'android'],
    ['androidFirefox', 'android'],
    ['iPhoneSafari', 'ios'],
    ['iPhoneChrome', 'ios'],
    ['iPadOld', 'ios'],
    ['iPadAsMac', 'ios'],
    ['macSafari', null],
    ['macChrome', null],
    ['windowsEdge', null],
    ['linuxFirefox', null],
  ] as const)('%s is %s', (device, os) => {
    expect(mobileOsOf(DEVICES[device])).toBe(os);
  });

  it("follows the client hints' platform over the user agent", () => {
    expect(mobileOsOf({ ...DEVICES.windowsEdge, userAgent: DEVICES.androidChrome.userAgent })).toBeNull();
    expect(mobileOsOf({ ...DEVICES.linuxFirefox, userAgentData: { platform: 'Android', mobile: false } })).toBe('android');
  });

  it('knows nothing of an unknown browser', () => {
    expect(mobileOsOf(undefined)).toBeNull();
    expect(mobileOsOf({})).toBeNull();
  });
});

describe('canShareNatively', () => {
  const url = 'https://burton.example/s/Ab3dE9z';
  const sheet = { share: jest.fn(), canShare: () => true };
  it('is true only on Android and iOS when the browser has a share sheet that takes the link', () => {
    expect(canShareNatively({ ...DEVICES.androidChrome, ...sheet }, url)).toBe(true);
    expect(canShareNatively({ ...DEVICES.iPhoneSafari, ...sheet }, url)).toBe(true);
    expect(canShareNatively({ ...DEVICES.iPadAsMac, ...sheet }, url)).toBe(true);
    expect(canShareNatively({ ...DEVICES.androidChrome, share: jest.fn(), canShare: () => false }, url)).toBe(false);
    expect(canShareNatively({ ...DEVICES.androidChrome, share: jest.fn() }, url)).toBe(false);
    expect(canShareNatively({ ...DEVICES.androidChrome, canShare: () => true }, url)).toBe(false);
    expect(canShareNatively({ ...DEVICES.androidChrome, share: jest.fn(), canShare: () => { throw new TypeError('no'); } }, url)).toBe(false);
    expect(canShareNatively(undefined, url)).toBe(false);
  });

  it('is false on a desktop browser, even one with a share sheet', () => {
    for (const desktop of [DEVICES.windowsEdge, DEVICES.macSafari, DEVICES.macChrome, DEVICES.linuxFirefox]) {
      expect(canShareNatively({ ...desktop, ...sheet }, url)).toBe(false);
    }
  });
});
