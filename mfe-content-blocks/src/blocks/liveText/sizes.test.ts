import { liveTextSizes, liveTextStyle } from './sizes';

describe('liveTextSizes (spec 3 §9)', () => {
  it('defaults to an 80 px title (48 px on phones) and a 20 px subtitle', () => {
    expect(liveTextSizes({})).toEqual({ title: { desktop: 80, mobile: 48 }, subtitle: { desktop: 20, mobile: 20 } });
  });

  it("takes the editor's sizes, the phone title in proportion", () => {
    expect(liveTextSizes({ titleSize: 60, subtitleSize: 16 })).toEqual({ title: { desktop: 60, mobile: 36 }, subtitle: { desktop: 16, mobile: 16 } });
  });

  it('gives the stylesheet its variables, the colour only when set', () => {
    expect(liveTextStyle({ colour: '#fff' })).toMatchObject({ '--lt-title': '80px', '--lt-title-mobile': '48px', '--lt-subtitle': '20px', '--lt-colour': '#fff' });
    expect(liveTextStyle({})).not.toHaveProperty('--lt-colour');
  });
});
