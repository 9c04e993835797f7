import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { FASCIAS, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { MOBILE_QUERY } from '../kit/common/media';
import { mockMatchMedia } from '../kit/common/testing';
import * as galleryParcel from './SocialGallery';
import { SocialGalleryParcel } from './SocialGallery';

const post = (id: string, channel: string, tags: string[], alt: string, video = false) => ({
  flocklerId: id,
  channel,
  tags,
  videos: video ? [{ url: `/media/${id}.mp4`, previewImageUrl: `/images/social/${id}/0.jpg`, embedUrl: `/_api/social/embed/${id}` }] : [],
  images: [{ url: `/images/social/${id}/0.jpg`, altText: alt }],
  sourceUrl: `https://www.${channel}.com/p/${id}`,
});

const MIXED = [
  post('1', 'instagram', ['occasion'], 'Wedding guest in navy'),
  post('2', 'facebook', ['summer'], 'Facebook beach look'),
  post('3', 'facebook', ['occasion'], 'Facebook video look', true),
  post('4', 'tiktok', ['occasion', 'summer'], 'Party dress twirl', true),
  post('5', 'instagram', ['summer'], 'Sundress at the market'),
];
const MANY = Array.from({ length: 20 }, (_, i) => post(String(100 + i), 'instagram', ['summer'], `Look ${i + 1}`));

const dress: Product = makeProduct([makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' })], {
  id: 'p-dress',
  categories: [
    { name: 'Womenswear', slug: 'womenswear' },
    { name: 'Dresses', slug: 'womens-dresses' },
  ],
});

const realFetch = globalThis.fetch;
let restoreMedia = () => {};
beforeEach(() => {
  resetEventState();
  restoreMedia = mockMatchMedia([]);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  restoreMedia();
  jest.restoreAllMocks();
});

function answer(body: unknown, ok = true) {
  const fetchMock = jest.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function props(settings?: Record<string, unknown>, fascia = FASCIAS.burton, product = dress): ProductParcelProps {
  return {
    fascia,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} },
    page: { product, badges: [], socialProof: null },
    slot: { name: 'socialGallery', ...(settings ? { settings } : {}) },
  };
}

const show = (p: ProductParcelProps) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SocialGalleryParcel {...p} />
    </SWRConfig>,
  );

describe('product page social gallery', () => {
  it('is a board by default: the product\'s tags asked for, Facebook video posts dropped, rows of 4 with show more', async () => {
    const fetchMock = answer({ posts: [...MIXED, ...MANY] });
    show(props());
    const board = await screen.findByRole('list', { name: 'Social' });
    expect(fetchMock).toHaveBeenCalledWith(`/_api/social/posts?siteId=${FASCIAS.burton.social.siteId}&tags=occasion%2Csummer`, {
      headers: expect.objectContaining({ 'X-Social-Key': FASCIAS.burton.social.apiKey }),
    });
    expect(screen.queryByRole('group', { name: 'Carousel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Facebook video look' })).not.toBeInTheDocument();
    // 25 posts less the Facebook video: 4 rows of 4, then 8 more.
    expect(within(board).getAllByRole('article')).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    expect(within(board).getAllByRole('article')).toHaveLength(24);
    expect(within(board).getAllByRole('listitem')[16]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more posts' })).not.toBeInTheDocument();
    expect(within(board).getByRole('img', { name: 'Look 20' })).toHaveAttribute('src', '/images/social/119/0.jpg?w=1080&q=80');
  });

  it('has rows of 2 on a phone', async () => {
    restoreMedia();
    restoreMedia = mockMatchMedia([MOBILE_QUERY]);
    answer({ posts: MANY });
    show(props());
    const board = await screen.findByRole('list', { name: 'Social' });
    expect(within(board).getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show more posts' })).toBeVisible();
  });

  it('is a carousel when the slot asks for one', async () => {
    answer({ posts: MIXED });
    show(props({ layout: 'carousel', title: '#StyleSpotted' }));
    const carousel = await screen.findByRole('group', { name: '#StyleSpotted' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Carousel');
    expect(within(carousel).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more posts' })).not.toBeInTheDocument();
  });

  it('filters by channel and by any of the chosen tags', async () => {
    answer({ posts: MIXED });
    show(props());
    const board = await screen.findByRole('list', { name: 'Social' });
    const channels = screen.getByRole('group', { name: 'Filter by channel' });
    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    expect(within(tags).getAllByRole('button').map((b) => b.textContent)).toEqual(['#occasion', '#summer']);
    fireEvent.click(within(channels).getByRole('button', { name: 'Instagram' }));
    expect(within(channels).getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(board).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Wedding guest in navy', 'Sundress at the market']);
    fireEvent.click(within(channels).getByRole('button', { name: 'All' }));
    fireEvent.click(within(tags).getByRole('button', { name: '#occasion' }));
    expect(within(tags).getByRole('button', { name: '#occasion' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(tags).getByRole('button', { name: '#summer' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    fireEvent.click(within(tags).getByRole('button', { name: '#occasion' }));
    expect(within(tags).getByRole('button', { name: '#occasion' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('plays a video post in a sandboxed frame with autoplay once its preview is pressed', async () => {
    answer({ posts: MIXED });
    show(props());
    const play = await screen.findByRole('button', { name: 'Play video: Party dress twirl' });
    expect(screen.queryByTitle('Video from TikTok')).not.toBeInTheDocument();
    fireEvent.click(play);
    const frame = screen.getByTitle('Video from TikTok');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/_api/social/embed/4?autoplay=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame.getAttribute('allow')).toContain('autoplay');
  });

  it('holds the room of one row of the board while the posts load, then shows them', async () => {
    let reply: (body: unknown) => void = () => undefined;
    const pending = new Promise<unknown>((resolve) => {
      reply = resolve;
    });
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => pending })) as unknown as typeof fetch;
    show(props());
    const status = screen.getByRole('status');
    expect(within(status).getByRole('progressbar', { name: 'Loading posts' })).toBeInTheDocument();
    // Rows of 2 / 4 square posts, 2 px / 4 px apart (spec 2 §9); the product's tags show from the start.
    expect(['0', '1', '2', '3'].map((step) => status.style.getPropertyValue(`--ph-cols-${step}`))).toEqual(['2', '4', '4', '4']);
    expect(status.style.getPropertyValue('--ph-gap-m')).toBe('2px');
    expect(status.style.getPropertyValue('--ph-gap-d')).toBe('4px');
    expect(status.style.getPropertyValue('--ph-around-m')).toBe('0px');
    expect(status.style.getPropertyValue('--ph-around-d')).toBe('0px');
    await act(async () => reply({ posts: MIXED }));
    const board = await screen.findByRole('list', { name: 'Social' });
    expect(within(board).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('progressbar', { name: 'Loading posts' })).not.toBeInTheDocument();
  });

  it('logs a failure and says there are no posts, in the fascia\'s language', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({}, false);
    show(props(undefined, FASCIAS.coast));
    expect(await screen.findByText('Aucune publication à afficher pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[contentBlocks/social] posts unavailable'));
  });
});

describe('SocialGallery parcel', () => {
  outsideAct();

  it('mounts, and leaves nothing behind', async () => {
    answer({ posts: MIXED });
    const { element, unmount } = await mountParcel(galleryParcel, props(undefined, FASCIAS.oasis), 'contentBlocks/SocialGallery');
    await waitFor(() => expect(within(element).getByRole('region', { name: 'Sociala medier' })).toBeInTheDocument());
    await unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const fetchMock = answer({ posts: MIXED });
    const p = props();
    (p.page as { product: unknown }).product = undefined;
    const { element, unmount } = await mountParcel(galleryParcel, p, 'contentBlocks/SocialGallery');
    expect(element).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    await unmount();
  });
});
