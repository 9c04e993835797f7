// Review photos are drawn from the product's own colours in a few scenes;
// syndication logos need no fonts.
import { Catalogue } from '../catalogue/catalogue';
import { SYNDICATION_SOURCES } from '../reviews/sources';
import { REVIEW_PHOTO_SCENES, reviewPhotoId, reviewPhotoSpec, reviewPhotoSvg, sourceLogoSvg } from './reviewImages';

const catalogue = Catalogue.generate({ count: 20 });
const dress = catalogue.productById('10001')!;

describe('review photos', () => {
  it("take the product's colours in turn, then the next scene, and end after the last", () => {
    const colours = dress.colours.length;
    expect(reviewPhotoSpec(catalogue, dress.key, 0)).toEqual({ shape: 'dress', hex: dress.colours[0]!.hex.toLowerCase(), view: 0, scene: 0 });
    expect(reviewPhotoSpec(catalogue, dress.key, colours + 1)).toMatchObject({ hex: dress.colours[1]!.hex.toLowerCase(), view: 1, scene: 1 });
    expect(reviewPhotoSpec(catalogue, dress.key, colours * REVIEW_PHOTO_SCENES)).toBeUndefined();
    expect(reviewPhotoSpec(catalogue, dress.key, -1)).toBeUndefined();
    expect(reviewPhotoSpec(catalogue, 'NOPE', 0)).toBeUndefined();
  });

  it('are drawn at the asked size, named apart from product images', () => {
    const spec = reviewPhotoSpec(catalogue, dress.key, 5)!;
    expect(reviewPhotoSvg(spec, 320, 480)).toContain('width="320" height="480"');
    expect(reviewPhotoId(spec)).toMatch(/^review-dress-[0-9a-f]{6}-[01]-[0-3]$/);
  });

  it('draws each source a logo of its colour', () => {
    for (const source of SYNDICATION_SOURCES) expect(sourceLogoSvg(source, 96)).toContain(`fill="#${source.hex}"`);
  });
});
