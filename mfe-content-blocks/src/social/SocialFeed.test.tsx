import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { FASCIAS } from '@storefront/shared-contracts';
import SocialsCarousel from '../blocks/socialsCarousel';
import { makeContext } from '../kit/common/testing';

const post = (id: string, channel: string, tags: string[], alt: string, video = false) => ({
  flocklerId: id,
  channel,
  tags,
  videos: video ? [{ url: `/media/${id}.mp4`, previewImageUrl: `/images/social/${id}/0.jpg`, embedUrl: `/_api/social/embed/${id}` }] : [],
  images: [{ url: `/images/social/${id}/0.jpg`, altText: alt }],
  sourceUrl: `https://www.${channel}.com/p/${id}`,
});

const POSTS = [
  post('1', 'instagram', ['denim'], 'Blue jeans on a bench'),
  post('2', 'facebook', ['occasion'], 'Facebook wedding look'),
  post('3', 'facebook', ['denim'], 'Facebook video look', true),
  post('4', 'tiktok', ['occasion', 'newin'], 'Party dress twirl', true),
];

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

function answer(body: unknown, ok = true) {
  const fetchMock = jest.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A posts service that answers when the test says so. */
function answerLater() {
  let reply: (body: unknown) => void = () => undefined;
  const pending = new Promise<unknown>((resolve) => {
    reply = resolve;
  });
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => pending })) as unknown as typeof fetch;
  return async (body: unknown) => {
    await act(async () => reply(body));
  };
}

const loading = () => screen.queryByRole('progressbar', { name: 'Loading posts' });

const show = (fasciaKey: 'burton' | 'oasis' = 'burton') =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SocialsCarousel section={{ id: 's', type: 'socialsCarousel', title: '#StyleSpotted' }} context={makeContext({ fasciaKey })} />
    </SWRConfig>,
  );

describe('social feed', () => {
  it('asks the fascia\'s social site with its key and drops Facebook posts with videos', async () => {
    const fetchMock = answer({ posts: POSTS });
    show();
    expect(await screen.findByRole('img', { name: 'Blue jeans on a bench' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Facebook wedding look' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Facebook video look' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledWith(`/_api/social/posts?siteId=${FASCIAS.burton.social.siteId}`, { headers: expect.objectContaining({ 'X-Social-Key': FASCIAS.burton.social.apiKey }) });
  });

  it('filters by channel with pressed buttons, and by any of the chosen tags', async () => {
    answer({ posts: POSTS });
    show();
    await screen.findByRole('img', { name: 'Blue jeans on a bench' });
    const channels = screen.getByRole('group', { name: 'Filter by channel' });
    expect(within(channels).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(channels).getByRole('button', { name: 'Instagram' }));
    expect(within(channels).getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Blue jeans on a bench' })).toBeInTheDocument();
    fireEvent.click(within(channels).getByRole('button', { name: 'All' }));
    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    fireEvent.click(within(tags).getByRole('button', { name: '#occasion' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(tags).getByRole('button', { name: '#denim' }));
    expect(within(tags).getByRole('button', { name: '#denim' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.click(within(channels).getByRole('button', { name: 'TikTok' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows a video post\'s preview until pressed, then plays it in a sandboxed frame with autoplay', async () => {
    answer({ posts: POSTS });
    show();
    const play = await screen.findByRole('button', { name: 'Play video: Party dress twirl' });
    expect(screen.queryByTitle('Video from TikTok')).not.toBeInTheDocument();
    fireEvent.click(play);
    const frame = screen.getByTitle('Video from TikTok');
    expect(frame).toHaveAttribute('src', '/_api/social/embed/4?autoplay=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(screen.queryByRole('button', { name: 'Play video: Party dress twirl' })).not.toBeInTheDocument();
  });

  it('logs a failed fetch and shows the noPosts message, in the fascia language', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({}, false);
    show('oasis');
    expect(await screen.findByText('Det finns inga inlägg att visa just nu.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[contentBlocks/social] posts unavailable'));
  });

  it('shows the noPosts message when no post matches', async () => {
    answer({ posts: [post('9', 'facebook', ['denim'], 'Only a Facebook video', true)] });
    show();
    expect(await screen.findByText('There are no posts to show right now.')).toBeInTheDocument();
  });

  describe('while the posts load', () => {
    it('holds the room of one row of slides, and the tag filters and buttons still to come, with a spinner named for a screen reader', async () => {
      const reply = answerLater();
      show();
      const status = screen.getByRole('status');
      expect(within(status).getByRole('progressbar', { name: 'Loading posts' })).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      // Slides by width (spec 3 §9: 1.2, 2, 3, 5), 0.5rem apart.
      expect(['0', '1', '2', '3'].map((step) => status.style.getPropertyValue(`--ph-cols-${step}`))).toEqual(['1.2', '2', '3', '5']);
      expect(status.style.getPropertyValue('--ph-gap-m')).toBe('8px');
      expect(status.style.getPropertyValue('--ph-gap-d')).toBe('8px');
      // The tag filters (44 px buttons, 12 px below) come with the posts; so do previous / next on a desktop.
      expect(status.style.getPropertyValue('--ph-around-m')).toBe('56px');
      expect(status.style.getPropertyValue('--ph-around-d')).toBe('112px');
      await reply({ posts: POSTS });
      expect(await screen.findByRole('img', { name: 'Blue jeans on a bench' })).toBeInTheDocument();
      expect(loading()).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Filter by tag' })).toBeInTheDocument();
    });

    it('holds no room for tag filters the editor chose, as they show from the start', () => {
      answerLater();
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <SocialsCarousel section={{ id: 's', type: 'socialsCarousel', title: '#StyleSpotted', tags: ['denim'] }} context={makeContext()} />
        </SWRConfig>,
      );
      expect(screen.getByRole('group', { name: 'Filter by tag' })).toBeInTheDocument();
      const status = screen.getByRole('status');
      expect(status.style.getPropertyValue('--ph-around-m')).toBe('0px');
      expect(status.style.getPropertyValue('--ph-around-d')).toBe('56px');
    });

    it('gives way to the noPosts message when the feed answers empty', async () => {
      const reply = answerLater();
      show();
      expect(loading()).toBeInTheDocument();
      await reply({ posts: [] });
      expect(await screen.findByText('There are no posts to show right now.')).toBeInTheDocument();
      expect(loading()).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('gives way to the noPosts message when the feed fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answer({}, false);
      show();
      expect(loading()).toBeInTheDocument();
      expect(await screen.findByText('There are no posts to show right now.')).toBeInTheDocument();
      expect(loading()).not.toBeInTheDocument();
    });

    it('is named in the fascia language', () => {
      answerLater();
      show('oasis');
      expect(within(screen.getByRole('status')).getByRole('progressbar', { name: 'Laddar inlägg' })).toBeInTheDocument();
    });
  });
});
