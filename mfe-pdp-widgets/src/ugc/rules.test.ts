import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { photoStrip, stripOf, type PhotoEntry } from '../reviews/rules';
import { captionOf, photographerOf, UGC_CAPTION_MAX, ugcSku, ugcStrip } from './rules';

const entry = (caption: unknown, username = 'Shopper1') =>
  ({ url: '/images/reviews/x/1.jpg', photo: { id: 'P1', caption, sizes: { normal: { url: '/images/reviews/x/1.jpg' } } }, review: { id: 'R1', rating: 5, reviewText: '', username, submittedAt: '' } }) as unknown as PhotoEntry;

describe('user-generated-content gallery rules', () => {
  it('shows 4 thumbnails on a phone and 8 on a desktop, then a +N tile (the reviews strip\'s rule, with its own counts)', () => {
    expect(ugcStrip(12, false)).toEqual({ thumbnails: 4, more: 8 });
    expect(ugcStrip(12, true)).toEqual({ thumbnails: 8, more: 4 });
    expect(ugcStrip(3, true)).toEqual({ thumbnails: 3, more: 0 });
    expect(stripOf(0, 8)).toEqual({ thumbnails: 0, more: 0 });
    expect(photoStrip(12, true)).toEqual(stripOf(12, 3));
  });

  it('asks for the first variant\'s photos only when the product has reviews', () => {
    const variants = [makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' })];
    expect(ugcSku(makeProduct(variants, { reviewStats: { averageRating: 4, totalReviewCount: 3 } }))).toBe('SKU-navy-s');
    expect(ugcSku(makeProduct(variants, { reviewStats: { averageRating: 0, totalReviewCount: 0 } }))).toBeNull();
    expect(ugcSku(makeProduct([], { reviewStats: { averageRating: 4, totalReviewCount: 3 } }))).toBeNull();
  });

  it('keeps a caption as plain text, whitespace collapsed, cut at the limit', () => {
    expect(captionOf(entry('  On   holiday\n in Nice '))).toBe('On holiday in Nice');
    expect(captionOf(entry('<b>bold</b>'))).toBe('<b>bold</b>');
    expect(captionOf(entry('   '))).toBeNull();
    expect(captionOf(entry(undefined))).toBeNull();
    const long = captionOf(entry('a'.repeat(UGC_CAPTION_MAX + 20)))!;
    expect(long).toHaveLength(UGC_CAPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(photographerOf(entry('x', '  Claire '))).toBe('Claire');
    expect(photographerOf(entry('x', ''))).toBeNull();
  });
});
