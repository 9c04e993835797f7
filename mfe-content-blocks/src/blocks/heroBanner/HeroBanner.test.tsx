import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { sectionSchemas, type SectionOf } from '@storefront/shared-contracts/content';
import { makeCard } from '@storefront/shared-contracts/testing';
import { lookUpShoppableProducts } from '../../products/lookup';
import { makeContext, mockMatchMedia } from '../../kit/common/testing';
import { REDUCED_MOTION_QUERY } from '../../kit/common/media';
import HeroBanner from './index';

jest.mock('../../products/lookup', () => ({
  ...jest.requireActual('../../products/lookup'),
  lookUpShoppableProducts: jest.fn(),
}));
const lookup = lookUpShoppableProducts as jest.MockedFunction<typeof lookUpShoppableProducts>;

const hero = (input: Record<string, unknown>) => sectionSchemas.heroBanner.parse({ id: 'h1', type: 'heroBanner', ...input });

const image = { src: '/images/content/summer.jpg', mobileSrc: '/images/content/summer-m.jpg', alt: 'Summer dresses on a beach' };
const coords = { xStart: 10, xEnd: 20, yStart: 10, yEnd: 20 };

function renderHero(section: SectionOf<'heroBanner'>, context: Parameters<typeof makeContext>[0] = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HeroBanner section={section} context={makeContext(context)} />
    </SWRConfig>,
  );
}

beforeEach(() => lookup.mockReset());

describe('hero banner', () => {
  it('draws its links named by their labels, pointing at their hrefs, with the live text', () => {
    renderHero(
      hero({
        image,
        liveText: { title: 'Summer is here', subtitle: 'New season edit' },
        links: [
          { label: 'Shop women', href: '/categories/womens-dresses', colour: '#ffffff', backgroundColour: '#000000' },
          { label: 'Shop men', href: '/categories/mens-shirts', transparentBackground: true },
        ],
        linkLocation: 'middle-left',
        linkStacking: 'vertical',
      }),
    );
    expect(screen.getByRole('link', { name: 'Shop women' })).toHaveAttribute('href', '/categories/womens-dresses');
    expect(screen.getByRole('link', { name: 'Shop men' })).toHaveAttribute('href', '/categories/mens-shirts');
    expect(screen.getByRole('heading', { name: 'Summer is here' })).toBeInTheDocument();
    expect(screen.getByText('New season edit')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Summer dresses on a beach' })).toHaveAttribute('src', '/images/content/summer.jpg');
  });

  it('gives category links the brand filter on a brand landing page when the editor asks', () => {
    renderHero(hero({ image, links: [{ label: 'Shop dresses', href: '/categories/womens-dresses', autoApplyBrandFilter: true }] }), { pathname: '/pages/brands/dorothy-perkins' });
    expect(screen.getByRole('link', { name: 'Shop dresses' })).toHaveAttribute('href', '/categories/womens-dresses/facet/collection/dorothy%20perkins');
  });

  it('does not draw a link whose href is javascript: (a hand-made section), and logs it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const section = {
      ...hero({ image, links: [{ label: 'Safe', href: '/pages/safe' }] }),
      links: [
        { label: 'Evil', href: 'javascript:alert(1)' },
        { label: 'Safe', href: '/pages/safe' },
      ],
      imageLink: 'javascript:alert(2)',
    } as SectionOf<'heroBanner'>;
    renderHero(section);
    expect(screen.queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
    expect(screen.queryByText('Evil')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Safe' })).toHaveAttribute('href', '/pages/safe');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unsafe link left out'));
    error.mockRestore();
  });

  it('links the whole image beside the text links, never around them, named by the alt', () => {
    renderHero(hero({ image, imageLink: '/pages/summer', links: [{ label: 'Shop now', href: '/categories/summer' }] }));
    const imageLink = screen.getByRole('link', { name: 'Summer dresses on a beach' });
    expect(imageLink).toHaveAttribute('href', '/pages/summer');
    const textLink = screen.getByRole('link', { name: 'Shop now' });
    expect(imageLink).not.toContainElement(textLink);
    expect(textLink.closest('a')).toBe(textLink);
  });

  it('names the whole-image link by the live text when the image has no alt', () => {
    renderHero(hero({ image: { src: '/images/content/x.jpg', alt: '' }, imageLink: '/pages/sale', liveText: { title: 'Mid-season sale' } }));
    expect(screen.getByRole('link', { name: 'Mid-season sale' })).toHaveAttribute('href', '/pages/sale');
  });

  it('draws hotspots with both coordinate sets as links named by their alt text, and skips the others', () => {
    renderHero(
      hero({
        image,
        imageHotspots: [
          { desktopCoords: coords, mobileCoords: coords, imageHotspotLink: '/categories/hats', altText: 'Straw hats' },
          { desktopCoords: coords, imageHotspotLink: '/categories/bags', altText: 'Beach bags' },
        ],
      }),
    );
    expect(screen.getByRole('link', { name: 'Straw hats' })).toHaveAttribute('href', '/categories/hats');
    expect(screen.queryByRole('link', { name: 'Beach bags' })).not.toBeInTheDocument();
  });

  it('loads its image as the page says (eager first sections) with the phone source', () => {
    const { container } = renderHero(hero({ image }), { imageLoading: 'eager', index: 0 });
    const img = screen.getByRole('img', { name: 'Summer dresses on a beach' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/images/content/summer.jpg?w=1280&q=80 1280w'));
    expect(container.querySelector('source')).toHaveAttribute('srcset', expect.stringContaining('/images/content/summer-m.jpg?w=320&q=80 320w'));
  });

  it('draws its shoppable buttons from the section, looks their products up on the first press, then leaves out the one not found', async () => {
    lookup.mockResolvedValue({ DRS00012: makeCard({ id: '12', productKey: 'DRS00012', name: 'Linen Dress', slug: 'linen-dress-12' }), TOP00001: null });
    renderHero(
      hero({
        image,
        shoppableButtons: [
          { productSku: 'DRS00012', percentageFromTopLocation: 40, percentageFromLeftLocation: 40 },
          { productSku: 'TOP00001', percentageFromTopLocation: 40, percentageFromLeftLocation: 60 },
        ],
      }),
    );
    expect(screen.getAllByRole('button', { name: /^Show product \d of 2$/ })).toHaveLength(2);
    await act(async () => undefined);
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show product 1 of 2' }));
    expect(await screen.findByRole('group', { name: 'Linen Dress' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[2]).toEqual(['DRS00012', 'TOP00001']);
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show Linen Dress' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('plays a video muted and inline, with a pause button; a failed autoplay is only logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { container } = renderHero(hero({ video: { desktopSrc: '/media/hero.mp4', poster: '/media/hero.jpg' }, links: [{ label: 'Watch', href: '/pages/film' }] }));
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/media/hero.jpg');
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    return Promise.resolve().then(() => {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('autoplay failed'));
      jest.restoreAllMocks();
    });
  });
});

describe('hero visibility', () => {
  const hidden = hero({ image, links: [{ label: 'Members only', href: '/pages/members' }], visibilityConfig: { hideForGuestUsers: true } });

  it('hides a banner with a rule while the visitor is unknown, and for guests with hideForGuestUsers', () => {
    const { rerender } = renderHero(hidden, { visitor: 'unknown' });
    expect(screen.queryByRole('link', { name: 'Members only' })).not.toBeInTheDocument();
    rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <HeroBanner section={hidden} context={makeContext({ visitor: 'guest' })} />
      </SWRConfig>,
    );
    expect(screen.queryByRole('link', { name: 'Members only' })).not.toBeInTheDocument();
    rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <HeroBanner section={hidden} context={makeContext({ visitor: 'signedIn' })} />
      </SWRConfig>,
    );
    expect(screen.getByRole('link', { name: 'Members only' })).toBeInTheDocument();
  });

  it('hides for signed-in shoppers with hideForLoggedInUsers', () => {
    renderHero(hero({ image, links: [{ label: 'Join', href: '/sign-up' }], visibilityConfig: { hideForLoggedInUsers: true } }), { visitor: 'signedIn' });
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });
});

describe('hero fade in', () => {
  const original = window.IntersectionObserver;
  let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }> = [];

  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = class {
      record: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        this.record.disconnected = true;
      }
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  const section = hero({ image, liveText: { title: 'Fade' }, links: [{ label: 'Go', href: '/pages/go' }] });

  it('fades the text and links in once when 10 % is visible; the image shows at once', () => {
    renderHero(section);
    const content = screen.getByTestId('hero-content');
    expect(content).toHaveClass('fade');
    expect(content).not.toHaveClass('shown');
    expect(screen.getByRole('img', { name: 'Summer dresses on a beach' }).closest('.fade')).toBeNull();
    expect(observers[0]?.options?.threshold).toBe(0.1);
    act(() => observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.1 } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(content).toHaveClass('shown');
    expect(observers[0]?.disconnected).toBe(true);
    expect(within(content).getByRole('link', { name: 'Go' })).toBeInTheDocument();
  });

  it('shows the text at once where the shell drew it as the page opened (the first section), and fades it in where it drew none', () => {
    const { unmount } = renderHero(section, { index: 0 });
    expect(screen.getByTestId('hero-content')).not.toHaveClass('fade');
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    unmount();
    // A video hero and a banner with visibility rules are not drawn by the shell.
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const video = hero({ video: { desktopSrc: '/media/summer.mp4' }, liveText: { title: 'Fade' } });
    const { unmount: unmountVideo } = renderHero(video, { index: 0 });
    expect(screen.getByTestId('hero-content')).toHaveClass('fade');
    unmountVideo();
    play.mockRestore();
    pause.mockRestore();
    renderHero(hero({ image, liveText: { title: 'Fade' }, visibilityConfig: { hideForLoggedInUsers: true } }), { index: 0, visitor: 'guest' });
    expect(screen.getByTestId('hero-content')).toHaveClass('fade');
  });

  it('does not fade where the shopper prefers reduced motion', () => {
    const restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    renderHero(section);
    expect(screen.getByTestId('hero-content')).not.toHaveClass('fade');
    expect(observers).toHaveLength(0);
    restore();
  });
});
