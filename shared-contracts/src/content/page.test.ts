import { describeProblems, readContentSections, validateContentPage } from './page';

const hero = {
  id: 'hero-1',
  type: 'heroBanner',
  image: { src: '/images/content/hero-coast.jpg', alt: 'Summer dresses' },
  links: [{ label: 'Shop dresses', href: '/categories/dresses' }],
  linkLocation: 'middle-left',
};

describe('validateContentPage (the editor API)', () => {
  it('accepts a valid page and fills the defaults', () => {
    const result = validateContentPage('brand-room', { title: 'Brand room', sections: [hero, { id: 's', type: 'spacing', desktopHeight: 40, mobileHeight: 20 }] });
    expect('page' in result && result.page.sections.map((s) => s.type)).toEqual(['heroBanner', 'spacing']);
    expect('page' in result && result.page.sections[0]).toMatchObject({ linkStacking: 'horizontal' });
  });

  it('names the section and field of each problem', () => {
    const result = validateContentPage('home', {
      title: 'Home',
      sections: [hero, { ...hero, id: 'hero-2', links: [{ label: 'Click', href: 'javascript:alert(1)' }] }, { id: 'x', type: 'spacing', desktopHeight: 40, mobileHeight: 20, backgroundColour: 'red;position:fixed' }],
    });
    expect('problems' in result).toBe(true);
    if (!('problems' in result)) return;
    expect(describeProblems(result.problems)).toBe(
      'section 2 (heroBanner) links.0.href: must be a path on this site or an http(s) address; section 3 (spacing) backgroundColour: must be a colour such as #1a1a1a, rgb(0, 0, 0) or black',
    );
  });

  it('refuses an unknown section type, a repeated id and a bad path', () => {
    const result = validateContentPage('Bad Path', { title: 'x', sections: [hero, hero, { id: 'z', type: 'flashSale' }] });
    expect('problems' in result && describeProblems(result.problems)).toBe(
      'path: must be lower-case words joined by - or /, such as brands/coast; section 2 (heroBanner) id: id "hero-1" is used by another section; section 3 (flashSale) type: unknown section type "flashSale"',
    );
  });

  it('requires an image or a video on a hero banner', () => {
    const { image: _image, ...noImage } = hero;
    const result = validateContentPage('home', { title: 'Home', sections: [noImage] });
    expect('problems' in result && result.problems[0]).toMatchObject({ field: 'sections.0.image', message: 'needs an image or a video' });
  });
});

describe('readContentSections (the page)', () => {
  it('keeps the order, drops unknown and malformed sections and reports them', () => {
    const reported: number[] = [];
    const sections = readContentSections(
      [hero, { id: 'u', type: 'somethingNew' }, { id: 't', type: 'text' }, { id: 't2', type: 'text', text: 'Free returns' }, null],
      (index) => reported.push(index),
    );
    expect(sections.map((s) => s.id)).toEqual(['hero-1', 't2']);
    expect(reported).toEqual([1, 2, 4]);
  });

  it('reads anything that is not a list as no sections', () => {
    expect(readContentSections({ sections: [] })).toEqual([]);
  });
});
