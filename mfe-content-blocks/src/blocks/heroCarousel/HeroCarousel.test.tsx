import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { makeCard } from '@storefront/shared-contracts/testing';
import { lookUpShoppableProducts } from '../../products/lookup';
import { REDUCED_MOTION_QUERY } from '../../kit/common/media';
import { makeContext, mockMatchMedia } from '../../kit/common/testing';
import HeroCarousel from './index';

jest.mock('../../products/lookup', () => ({
  ...jest.requireActual('../../products/lookup'),
  lookUpShoppableProducts: jest.fn(),
}));
const lookup = lookUpShoppableProducts as jest.MockedFunction<typeof lookUpShoppableProducts>;

const slide = (n: number, extra: Record<string, unknown> = {}) => ({
  image: { src: `/images/content/hero-${n}.jpg`, alt: `Hero ${n}` },
  links: [{ label: `Shop ${n}`, href: `/pages/${n}` }],
  ...extra,
});

const carousel = (slides: unknown[], config?: Record<string, unknown>) =>
  sectionSchemas.heroCarousel.parse({ id: 'hc1', type: 'heroCarousel', slides, ...(config ? { carousel: config } : {}) });

function renderCarousel(section: ReturnType<typeof carousel>, context: Parameters<typeof makeContext>[0] = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HeroCarousel section={section} context={makeContext(context)} />
    </SWRConfig>,
  );
}

const current = () => screen.getByRole('button', { current: true });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('hero carousel', () => {
  it('is a named carousel with previous / next buttons and a pagination bar per slide, the first one current', () => {
    renderCarousel(carousel([slide(1), slide(2), slide(3)]));
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    expect(screen.getByRole('link', { name: 'Shop 2' })).toHaveAttribute('href', '/pages/2');
  });

  it('advances every 5000 ms by default, and by the carousel slide duration when set', () => {
    const { unmount } = renderCarousel(carousel([slide(1), slide(2), slide(3)]));
    advance(4999);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    advance(1);
    expect(current()).toHaveAccessibleName('Slide 2 of 3');
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 3 of 3');
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    unmount();

    renderCarousel(carousel([slide(1), slide(2)], { slideDurationMilliseconds: 8000 }));
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    advance(3000);
    expect(current()).toHaveAccessibleName('Slide 2 of 2');
  });

  it('pauses while touched and resumes 5 s after the touch ends', () => {
    renderCarousel(carousel([slide(1), slide(2), slide(3)]));
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.touchStart(region);
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.touchEnd(region);
    advance(5000);
    // Resumed: the next slide comes one interval later.
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('pauses and plays with its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel(carousel([slide(1), slide(2)]));
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(15000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 2 of 2');
  });

  it('does not autoplay where the shopper prefers reduced motion', () => {
    const restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    renderCarousel(carousel([slide(1), slide(2)]));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    restore();
  });

  it('goes to a slide from its bar and with next / previous', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel(carousel([slide(1), slide(2), slide(3)]));
    await user.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(current()).toHaveAccessibleName('Slide 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveAccessibleName('Slide 3 of 3');
  });

  it('loads the first slide image as the page says and the others lazily', () => {
    renderCarousel(carousel([slide(1), slide(2)]), { imageLoading: 'eager', index: 0 });
    expect(screen.getByRole('img', { name: 'Hero 1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Hero 2' })).toHaveAttribute('loading', 'lazy');
  });

  it('leaves out slides hidden for the visitor, and hides ruled slides while the visitor is unknown', () => {
    const section = carousel([slide(1), slide(2, { visibilityConfig: { hideForGuestUsers: true } }), slide(3)]);
    const { unmount } = renderCarousel(section, { visitor: 'unknown' });
    expect(screen.queryByRole('link', { name: 'Shop 2' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Slide \d of 2$/ })).toHaveLength(2);
    unmount();
    renderCarousel(section, { visitor: 'signedIn' });
    expect(screen.getByRole('link', { name: 'Shop 2' })).toBeInTheDocument();
  });

  it('holds autoplay while a shoppable popup is open and resumes 5 s after it closes', async () => {
    lookup.mockResolvedValue({ DRS00012: makeCard({ id: '12', productKey: 'DRS00012', name: 'Linen Dress', slug: 'linen-dress-12' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel(carousel([slide(1, { shoppableButtons: [{ productSku: 'DRS00012', percentageFromTopLocation: 50, percentageFromLeftLocation: 50 }] }), slide(2)]));
    await user.click(screen.getByRole('button', { name: 'Show the product' }));
    expect(await screen.findByRole('group', { name: 'Linen Dress' })).toBeInTheDocument();
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Linen Dress' })).not.toBeInTheDocument();
    advance(5000);
    // Resumed 5 s after: the next slide comes one interval later.
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    advance(4999);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    advance(1);
    expect(current()).toHaveAccessibleName('Slide 2 of 2');
  });

  it('clears its timers when it leaves the page', () => {
    const { unmount } = renderCarousel(carousel([slide(1), slide(2)]));
    fireEvent.touchStart(screen.getByRole('region', { name: 'Featured' }));
    fireEvent.touchEnd(screen.getByRole('region', { name: 'Featured' }));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('hero carousel out of sight', () => {
  const original = window.IntersectionObserver;
  let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];

  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = class {
      record: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.record.targets = [];
      }
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  /** The browser reporting how much of the carousel is in the viewport. */
  const scrollTo = (visible: number) => {
    const region = screen.getByRole('region', { name: 'Featured' });
    const watching = observers.filter((observer) => observer.targets.includes(region));
    expect(watching).toHaveLength(1);
    act(() => watching[0]!.callback([{ target: region, isIntersecting: visible > 0, intersectionRatio: visible } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
  };

  it('shows the text of the first slide the shell drew as the page opened at once, and fades the others in', () => {
    renderCarousel(carousel([slide(1), slide(2)]), { index: 0 });
    const [first, second] = screen.getAllByTestId('hero-content');
    expect(first).toHaveTextContent('Shop 1');
    expect(first).not.toHaveClass('fade');
    expect(second).toHaveClass('fade');
  });

  it('fades the first slide in where the shell drew nothing: a later section, or a first slide with visibility rules', () => {
    const { unmount } = renderCarousel(carousel([slide(1), slide(2)]), { index: 1 });
    expect(screen.getAllByTestId('hero-content')[0]).toHaveClass('fade');
    unmount();
    renderCarousel(carousel([slide(1, { visibilityConfig: { hideForLoggedInUsers: true } }), slide(2)]), { index: 0, visitor: 'guest' });
    const [first] = screen.getAllByTestId('hero-content');
    expect(first).toHaveTextContent('Shop 1');
    expect(first).toHaveClass('fade');
  });

  it('does not autoplay while less than half of it is in view, and carries on when it is back', () => {
    renderCarousel(carousel([slide(1), slide(2), slide(3)]));
    scrollTo(1);
    advance(3000);
    scrollTo(0);
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    scrollTo(0.49);
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    scrollTo(0.5);
    // A full interval from when it is seen again.
    advance(4999);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    advance(1);
    expect(current()).toHaveAccessibleName('Slide 2 of 3');
    // Still the shopper's pause button says play is on: nothing they chose changed.
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('does not autoplay while its tab is hidden', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderCarousel(carousel([slide(1), slide(2)]));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 2 of 2');
    visibility.mockRestore();
  });

  it('keeps the touch hold when it comes back into view', () => {
    renderCarousel(carousel([slide(1), slide(2)]));
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.touchStart(region);
    scrollTo(0);
    scrollTo(1);
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    fireEvent.touchEnd(region);
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    advance(5000);
    expect(current()).toHaveAccessibleName('Slide 2 of 2');
  });

  it('stays still where the shopper prefers reduced motion, in view or not', () => {
    const restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    renderCarousel(carousel([slide(1), slide(2)]));
    scrollTo(0);
    scrollTo(1);
    advance(20000);
    expect(current()).toHaveAccessibleName('Slide 1 of 2');
    restore();
  });
});
