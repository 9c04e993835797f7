import { autoplayUrl, dropFacebookVideos, filterPosts, isShowable, socialPostsUrl, tagChoices } from './rules';

const post = (channel: 'facebook' | 'tiktok' | 'instagram', tags: string[], videos = 0) => ({
  flocklerId: `${channel}-${tags.join('-')}-${videos}`,
  channel,
  tags,
  videos: Array.from({ length: videos }, () => ({ previewImageUrl: '/images/social/1/0.jpg', embedUrl: '/_api/social/embed/1' })),
  images: [{ url: '/images/social/1/0.jpg', altText: 'A look' }],
  sourceUrl: 'https://example.com/p',
});

describe('social feed rules (spec 3 §4, §5)', () => {
  it('drops Facebook posts that contain videos, and only those', () => {
    const posts = [post('facebook', ['denim'], 1), post('facebook', ['denim']), post('tiktok', ['denim'], 1), post('instagram', [], 2)];
    expect(dropFacebookVideos(posts)).toEqual([posts[1], posts[2], posts[3]]);
  });

  it('filters by channel, all or one, and by any of the chosen tags', () => {
    const posts = [post('facebook', ['denim']), post('tiktok', ['occasion']), post('instagram', ['Denim', 'newin'])];
    expect(filterPosts(posts, 'all', [])).toHaveLength(3);
    expect(filterPosts(posts, 'tiktok', [])).toEqual([posts[1]]);
    expect(filterPosts(posts, 'all', ['denim'])).toEqual([posts[0], posts[2]]);
    expect(filterPosts(posts, 'all', ['occasion', 'newin'])).toEqual([posts[1], posts[2]]);
    expect(filterPosts(posts, 'facebook', ['newin'])).toEqual([]);
  });

  it('offers the editor\'s tags, else the posts\'', () => {
    expect(tagChoices([post('tiktok', ['Denim', 'newin']), post('tiktok', ['denim'])], undefined)).toEqual(['denim', 'newin']);
    expect(tagChoices([post('tiktok', ['denim'])], ['Occasion'])).toEqual(['occasion']);
  });

  it('asks the service for the site with the editor\'s channels and tags', () => {
    expect(socialPostsUrl('site-1')).toBe('/_api/social/posts?siteId=site-1');
    expect(socialPostsUrl('site-1', ['tiktok', 'instagram'], ['denim'])).toBe('/_api/social/posts?siteId=site-1&channel=tiktok%2Cinstagram&tags=denim');
  });

  it('keeps only posts it can show', () => {
    expect(isShowable(post('tiktok', []))).toBe(true);
    expect(isShowable({ ...post('tiktok', []), channel: 'myspace' })).toBe(false);
    expect(isShowable({ ...post('tiktok', []), images: [] })).toBe(false);
    expect(isShowable(null)).toBe(false);
  });

  it('asks the embedded player to autoplay', () => {
    expect(autoplayUrl('/_api/social/embed/12')).toBe('/_api/social/embed/12?autoplay=1');
    expect(autoplayUrl('/_api/social/embed/12?t=3')).toBe('/_api/social/embed/12?t=3&autoplay=1');
  });
});
