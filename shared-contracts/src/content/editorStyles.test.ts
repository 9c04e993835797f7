import { ctaStyle, heroGradientStyle, liveTextSizes, liveTextStyle } from './editorStyles';

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

  it('leaves out a colour that is not a plain colour, since the server writes the style into the page', () => {
    expect(liveTextStyle({ colour: 'red;position:fixed' })).not.toHaveProperty('--lt-colour');
    expect(liveTextStyle({ colour: 'rgb(26, 26, 26)' })).toHaveProperty('--lt-colour', 'rgb(26, 26, 26)');
  });
});

describe('ctaStyle (spec 3 §3 CTA button config)', () => {
  it('gives the colours, a transparent background over the colour, and hover colours unless hover is off', () => {
    expect(ctaStyle({ colour: '#1a1a1a', backgroundColour: '#ffffff', hoverColour: '#ffffff', hoverBackgroundColour: '#1a1a1a' })).toEqual({
      '--cb-cta-colour': '#1a1a1a',
      '--cb-cta-bg': '#ffffff',
      '--cb-cta-hover-colour': '#ffffff',
      '--cb-cta-hover-bg': '#1a1a1a',
    });
    expect(ctaStyle({ colour: 'white', backgroundColour: 'black', transparentBackground: true })).toEqual({ '--cb-cta-colour': 'white', '--cb-cta-bg': 'transparent' });
    expect(ctaStyle({ hoverColour: 'red', enableHoverOver: false })).toEqual({});
  });

  it('leaves out a colour that is not a plain colour', () => {
    expect(ctaStyle({ colour: 'red;position:fixed', backgroundColour: 'url(https://evil.example/x)' })).toEqual({});
  });
});

describe('heroGradientStyle (spec 3 §3 linkGradientColour)', () => {
  it('is the editor’s colour, else black, and never a colour that is not a plain one', () => {
    expect(heroGradientStyle('#ffffff')).toEqual({ '--hero-gradient': '#ffffff' });
    expect(heroGradientStyle(undefined)).toEqual({ '--hero-gradient': 'black' });
    expect(heroGradientStyle('red;position:fixed')).toEqual({ '--hero-gradient': 'black' });
  });
});
