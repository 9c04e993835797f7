import { ruleRedirect } from './redirect';

describe('ruleRedirect', () => {
  const rule = { redirect: '/pages/sale', redirectMobile: '/pages/sale-mobile' };

  it('uses redirectMobile under 768 px and redirect from 768 px', () => {
    expect(ruleRedirect([rule], 767)).toBe('/pages/sale-mobile');
    expect(ruleRedirect([rule], 768)).toBe('/pages/sale');
  });

  it('falls back to redirect on mobile when no mobile target is given', () => {
    expect(ruleRedirect([{ redirect: 'https://example.com/a' }], 375)).toBe('https://example.com/a');
  });

  it('follows only relative or http(s) URLs, skipping unusable entries', () => {
    expect(ruleRedirect([{ redirect: 'javascript:alert(1)' }, 'text', null, { other: 1 }, { redirect: '/ok' }], 1024)).toBe('/ok');
    expect(ruleRedirect([{ redirect: '//evil.example' }], 1024)).toBeNull();
    expect(ruleRedirect([{ redirectMobile: '/m' }], 1024)).toBeNull();
  });

  it('is null without userData', () => {
    expect(ruleRedirect(undefined, 1024)).toBeNull();
    expect(ruleRedirect([], 1024)).toBeNull();
  });
});
