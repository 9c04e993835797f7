import { SOCIAL_PROOF_CODES } from '@storefront/shared-contracts';
import { displayFor, iconImageUrl, ICON_SIZE, resolveIcon, SOCIAL_PROOF_DISPLAY, SOCIAL_PROOF_ICONS, type SocialProofTheme } from './codes';
import { socialProofTheme } from './themes';

describe('code → icon and layout', () => {
  it('maps every code of the spec to one of the seven icons and a layout', () => {
    expect(Object.keys(SOCIAL_PROOF_DISPLAY).sort()).toEqual([...SOCIAL_PROOF_CODES].sort());
    for (const code of SOCIAL_PROOF_CODES) {
      expect(SOCIAL_PROOF_ICONS).toContain(SOCIAL_PROOF_DISPLAY[code].icon);
      expect(['single-line', 'multi-line']).toContain(SOCIAL_PROOF_DISPLAY[code].layout);
    }
  });

  it('uses every icon somewhere', () => {
    expect(new Set(Object.values(SOCIAL_PROOF_DISPLAY).map((d) => d.icon))).toEqual(new Set(SOCIAL_PROOF_ICONS));
  });

  it('gives the written-down mapping for a few codes', () => {
    expect(displayFor('SLVP')).toEqual({ icon: 'eye', layout: 'single-line' });
    expect(displayFor('QPH')).toEqual({ icon: 'cart', layout: 'single-line' });
    expect(displayFor('LPSP')).toEqual({ icon: 'trophy', layout: 'multi-line' });
    expect(displayFor('LSQ')).toEqual({ icon: 'clock', layout: 'multi-line' });
  });

  it('shows an unknown code with the default flame on one line', () => {
    expect(displayFor('NEWCODE')).toEqual({ icon: 'flame', layout: 'single-line' });
    expect(displayFor('')).toEqual({ icon: 'flame', layout: 'single-line' });
  });

  it('sizes icons 20 px for single-line and 30 px otherwise', () => {
    expect(ICON_SIZE).toEqual({ 'single-line': 20, 'multi-line': 30 });
    expect(resolveIcon('ATB', 'pdp', undefined)).toEqual({ kind: 'icon', name: 'bag', size: 20 });
    expect(resolveIcon('RAP', 'pdp', undefined)).toEqual({ kind: 'icon', name: 'star', size: 30 });
  });
});

describe('theme overrides', () => {
  const theme: SocialProofTheme = {
    pdp: {
      ATB: { icon: 'trophy' },
      QP: { imageUrl: 'https://cdn.test/icons/fire.png' },
      LPSP: { imageUrl: '/icons/price.svg?v=2' },
      CAP: { imageUrl: 'javascript:alert(1)' },
      SBS: { imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>', icon: 'clock' },
      BNR: { icon: 'rocket' },
      RAP: 'star',
    },
  };

  it('uses the icon name a theme gives for the code and location', () => {
    expect(resolveIcon('ATB', 'pdp', theme)).toEqual({ kind: 'icon', name: 'trophy', size: 20 });
  });

  it('uses a safe image URL, asked at the icon width with the cache lifetime', () => {
    expect(resolveIcon('QP', 'pdp', theme)).toEqual({ kind: 'image', src: 'https://cdn.test/icons/fire.png?w=20&ttl=2592000', size: 20 });
    expect(resolveIcon('LPSP', 'pdp', theme)).toEqual({ kind: 'image', src: '/icons/price.svg?v=2&w=30&ttl=2592000', size: 30 });
    expect(iconImageUrl('/a.png', 30)).toBe('/a.png?w=30&ttl=2592000');
  });

  it('ignores unsafe image URLs, unknown icon names and malformed overrides', () => {
    expect(resolveIcon('CAP', 'pdp', theme)).toEqual({ kind: 'icon', name: 'cart', size: 20 });
    expect(resolveIcon('SBS', 'pdp', theme)).toEqual({ kind: 'icon', name: 'clock', size: 20 });
    expect(resolveIcon('BNR', 'pdp', theme)).toEqual({ kind: 'icon', name: 'flame', size: 20 });
    expect(resolveIcon('RAP', 'pdp', theme)).toEqual({ kind: 'icon', name: 'star', size: 30 });
  });

  it('keeps the code icon where the theme says nothing', () => {
    expect(resolveIcon('SLVB', 'pdp', theme)).toEqual({ kind: 'icon', name: 'bag', size: 20 });
    expect(resolveIcon('ATB', 'pdp', {})).toEqual({ kind: 'icon', name: 'bag', size: 20 });
  });

  it('has the fascia themes read by the banner', () => {
    expect(resolveIcon('BNR', 'pdp', socialProofTheme('coast'))).toEqual({ kind: 'icon', name: 'star', size: 20 });
    expect(resolveIcon('BNR', 'pdp', socialProofTheme('burton'))).toEqual({ kind: 'icon', name: 'flame', size: 20 });
  });
});
