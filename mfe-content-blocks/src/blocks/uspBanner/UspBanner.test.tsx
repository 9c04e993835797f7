import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UspBanner from './index';
import { makeContext, mockMatchMedia } from '../../kit/common/testing';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../../kit/common/media';
import type { BlockContext } from '../../page/types';

type Item = { label: string; href?: string; target?: '_self' | '_blank'; dropdownTitle?: string; dropdownCopy?: string; countdownDate?: string; label2?: string; image?: string };
const messages: Item[] = [
  { label: 'Free delivery over £50' },
  { label: 'Free returns', dropdownTitle: 'Returns', dropdownCopy: 'Return within 28 days.' },
  { label: 'Student discount', href: 'https://partner.example.com/students', target: '_blank' },
];

function banner(displayType: 'static' | 'rotation' | 'ticker', items: Item[] = messages, extra: Record<string, unknown> = {}) {
  return { id: 'u', type: 'uspBanner' as const, displayType, items, ...extra };
}

const renderBanner = (section: ReturnType<typeof banner>, context: BlockContext = makeContext()) => render(<UspBanner section={section} context={context} />);
/** The text of the messages on show (not their closed dropdowns or decorative marks). */
const shownMessage = () =>
  screen.getAllByRole('listitem').map((li) => {
    const shown = li.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[hidden], [aria-hidden="true"]').forEach((el) => el.remove());
    return shown.textContent;
  });

// jsdom has no PointerEvent: one with the mouse event's coordinates.
beforeAll(() => {
  if (!window.PointerEvent) window.PointerEvent = class extends MouseEvent {} as unknown as typeof PointerEvent;
});

describe('USP banner: rotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next message after 3000 ms and wraps around', () => {
    renderBanner(banner('rotation'));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    act(() => jest.advanceTimersByTime(2999));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Free returns' })).toBeInTheDocument();
    expect(screen.getByText('Free delivery over £50')).not.toBeVisible();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('link', { name: 'Student discount' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
  });

  it('shows the first message at once and fades in the ones it moves to', async () => {
    renderBanner(banner('rotation'));
    expect(screen.getByText('Free delivery over £50').closest('li')).not.toHaveClass('active');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Free returns' }).closest('li')).toHaveClass('active');
    fireEvent.click(screen.getByRole('button', { name: 'Previous message' }));
    expect(screen.getByText('Free delivery over £50').closest('li')).toHaveClass('active');
  });

  it('uses the editor delay', () => {
    renderBanner(banner('rotation', messages, { rotationDelayMs: 6000 }));
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free returns']);
  });

  it('stays while hovered and moves on after', () => {
    renderBanner(banner('rotation'));
    const region = screen.getByRole('region', { name: 'Messages' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free returns']);
  });

  it('stays while focus is within', () => {
    renderBanner(banner('rotation'));
    act(() => screen.getByRole('button', { name: 'Next message' }).focus());
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    act(() => screen.getByRole('button', { name: 'Next message' }).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free returns']);
  });

  it('a dropdown opens its title and copy and pauses the rotation', () => {
    renderBanner(banner('rotation'));
    act(() => jest.advanceTimersByTime(3000));
    const button = screen.getByRole('button', { name: 'Free returns' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Returns')).toBeInTheDocument();
    expect(within(panel).getByText('Return within 28 days.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Free returns' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('link', { name: 'Student discount' })).toBeInTheDocument();
  });

  it('changes message on a swipe over 50 px, not on a shorter one', () => {
    renderBanner(banner('rotation'));
    const region = screen.getByRole('region', { name: 'Messages' });
    fireEvent.pointerDown(region, { clientX: 200 });
    fireEvent.pointerUp(region, { clientX: 170 });
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    fireEvent.pointerDown(region, { clientX: 200 });
    fireEvent.pointerUp(region, { clientX: 120 });
    expect(shownMessage()).toEqual(['Free returns']);
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 180 }] });
    expect(shownMessage()).toEqual(['Free delivery over £50']);
  });

  it('has named previous/next buttons and a pause control', () => {
    renderBanner(banner('rotation'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous message' }));
    expect(screen.getByRole('link', { name: 'Student discount' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    // The pointer left the button: only the Pause button holds it now.
    act(() => screen.getByRole('button', { name: 'Play' }).blur());
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('link', { name: 'Student discount' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => screen.getByRole('button', { name: 'Pause' }).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
  });

  it('clears its timer when it leaves the page', () => {
    const { unmount } = renderBanner(banner('rotation'));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('USP banner: items', () => {
  it('opens a new-tab link without the opener, shows label2, icon and the countdown', () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
    renderBanner(
      banner('static', [
        { ...messages[2]!, label2: 'Show your card', image: '/images/icons/student.svg' },
        { label: 'Sale ends in', countdownDate: '2025-06-01T11:30:00Z' },
      ]),
    );
    const link = screen.getByRole('link', { name: 'Student discount' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Show your card')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1 hour 30 minutes 0 seconds left');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 hour 29 minutes 55 seconds left');
    jest.useRealTimers();
  });

  it('is compact on a basket page', () => {
    const { container } = renderBanner(banner('static'), makeContext({ pathname: '/basket' }));
    expect(container.firstElementChild).toHaveAttribute('data-compact', 'true');
    const other = renderBanner(banner('static'), makeContext({ pathname: '/pages/home' }));
    expect(other.container.firstElementChild).not.toHaveAttribute('data-compact');
  });
});

describe('USP banner: static', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows up to 4 messages on desktop without moving', () => {
    renderBanner(banner('static'));
    expect(shownMessage()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next message' })).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is a carousel of one message every 5000 ms on mobile', () => {
    const restore = mockMatchMedia([MOBILE_QUERY]);
    renderBanner(banner('static'));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownMessage()).toEqual(['Free delivery over £50']);
    act(() => jest.advanceTimersByTime(2000));
    expect(shownMessage()).toEqual(['Free returns']);
    restore();
  });

  it('slides 4 at a time on desktop when there are more', () => {
    renderBanner(banner('static', ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label }))));
    expect(shownMessage()).toEqual(['A', 'B', 'C', 'D']);
    act(() => jest.advanceTimersByTime(5000));
    expect(shownMessage().sort()).toEqual(['B', 'C', 'D', 'E']);
  });
});

describe('USP banner: ticker', () => {
  it('scrolls two copies, the loop copy hidden and not focusable, with the default speed and spacing', () => {
    const { container } = renderBanner(banner('ticker'));
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region.style.getPropertyValue('--cb-usp-ticker-duration')).toBe('40s');
    expect(region.style.getPropertyValue('--cb-usp-ticker-spacing')).toBe('150px');
    const copy = container.querySelector('[data-copy="loop"]')!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.querySelector('a')).toHaveAttribute('tabindex', '-1');
    expect(copy.querySelector('button')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Student discount' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('halves the spacing on mobile and is a static list with reduced motion', () => {
    const restore = mockMatchMedia([MOBILE_QUERY, REDUCED_MOTION_QUERY]);
    const { container } = renderBanner(banner('ticker', messages, { tickerSpacing: 100, tickerSpeedSeconds: 20 }));
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region.style.getPropertyValue('--cb-usp-ticker-spacing')).toBe('50px');
    expect(region.style.getPropertyValue('--cb-usp-ticker-duration')).toBe('20s');
    expect(container.querySelector('[data-copy="loop"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    restore();
  });

  it('opens a dropdown in the ticker', async () => {
    renderBanner(banner('ticker'));
    await userEvent.click(screen.getByRole('button', { name: 'Free returns' }));
    expect(screen.getByText('Return within 28 days.')).toBeVisible();
  });
});
