import { boardShown, resolveBoard, SOCIAL_BOARD_DEFAULTS } from './rules';
import { gallerySettings, productSocialTags } from './gallery';

const dress = [{ name: 'Womenswear', slug: 'womenswear' }, { name: 'Dresses', slug: 'womens-dresses' }];

describe('social board (spec 2 §9 gallery defaults)', () => {
  it('has rows of 4 on a desktop and 2 on a phone, gaps 4 and 2, 4 rows', () => {
    expect(SOCIAL_BOARD_DEFAULTS).toEqual({ rowSize: { mobile: 2, desktop: 4 }, gap: { mobile: 2, desktop: 4 }, rowLimit: 4 });
    expect(resolveBoard(undefined)).toEqual(SOCIAL_BOARD_DEFAULTS);
  });

  it('takes settings within bounds and leaves out the rest', () => {
    expect(resolveBoard({ rowSize: { desktop: 5, mobile: 0 }, gap: { mobile: 8, desktop: '4' }, rowLimit: 2 })).toEqual({ rowSize: { mobile: 2, desktop: 5 }, gap: { mobile: 8, desktop: 4 }, rowLimit: 2 });
    expect(resolveBoard({ rowLimit: 1.5 }).rowLimit).toBe(4);
  });

  it('shows whole rows up to the limit, and says when more remain', () => {
    expect(boardShown(20, 4, 4)).toEqual({ shown: 16, more: true });
    expect(boardShown(16, 4, 4)).toEqual({ shown: 16, more: false });
    expect(boardShown(20, 4, 8)).toEqual({ shown: 20, more: false });
    expect(boardShown(9, 2, 4)).toEqual({ shown: 8, more: true });
    expect(boardShown(0, 4, 4)).toEqual({ shown: 0, more: false });
  });
});

describe('product page social gallery settings', () => {
  it('asks for the tags of the product\'s category first, then its department\'s', () => {
    expect(productSocialTags(dress)).toEqual(['occasion', 'summer']);
    expect(productSocialTags([{ slug: 'beauty' }, { slug: 'beauty-lips' }])).toEqual(['beauty']);
    expect(productSocialTags([{ slug: 'menswear' }, { slug: 'mens-jeans' }])).toEqual(['denim']);
    expect(productSocialTags([{ slug: 'unknown' }])).toEqual([]);
    expect(productSocialTags(undefined)).toEqual([]);
  });

  it('is a board by default, or the carousel the slot asks for', () => {
    expect(gallerySettings(undefined, dress)).toEqual({ layout: 'board', title: undefined, channels: [], tags: ['occasion', 'summer'], board: SOCIAL_BOARD_DEFAULTS });
    expect(gallerySettings({ layout: 'carousel' }, dress).layout).toBe('carousel');
    expect(gallerySettings({ layout: 'masonry' }, dress).layout).toBe('board');
  });

  it('takes the slot\'s tags, channels and title, leaving out what is malformed', () => {
    const settings = gallerySettings({ tags: ['Denim', 42, '', 'x'.repeat(41), 'denim'], channels: ['tiktok', 'myspace', 'instagram'], title: '  #StyleSpotted ' }, dress);
    expect(settings.tags).toEqual(['denim']);
    expect(settings.channels).toEqual(['tiktok', 'instagram']);
    expect(settings.title).toBe('#StyleSpotted');
  });
});
