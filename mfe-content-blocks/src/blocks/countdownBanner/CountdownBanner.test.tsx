import { act, render, screen } from '@testing-library/react';
import CountdownBanner from './index';
import { makeContext } from '../../kit/common/testing';

const START = new Date('2025-06-01T10:00:00Z');
const endIn = (ms: number) => new Date(START.getTime() + ms).toISOString();
const DAY = 86_400_000;
const HOUR = 3_600_000;

function banner(endTime: string, extra: Record<string, unknown> = {}) {
  return { id: 'c', type: 'countdownBanner' as const, endTime, title: 'Summer sale ends soon', layout: 'medium' as const, ...extra };
}

describe('CountdownBanner', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('reads the time left as one phrase that follows the clock, and stops at zero', () => {
    render(<CountdownBanner section={banner(endIn(2 * DAY + 3 * HOUR + 4 * 60_000 + 5_000))} context={makeContext()} />);
    expect(screen.getByRole('heading', { name: 'Summer sale ends soon' })).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('2 days 3 hours 4 minutes 5 seconds left');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('2 days 3 hours 4 minutes 3 seconds left');
    act(() => jest.advanceTimersByTime(2 * DAY + 3 * HOUR + 4 * 60_000 + 3_000));
    expect(timer).toHaveTextContent('Offer ended');
    expect(timer).toHaveTextContent('00');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('announces politely only once a minute, not every tick', () => {
    render(<CountdownBanner section={banner(endIn(5 * 60_000 + 30_000))} context={makeContext()} />);
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('5 minutes left');
    act(() => jest.advanceTimersByTime(10_000));
    expect(live).toHaveTextContent('5 minutes left');
    act(() => jest.advanceTimersByTime(21_000));
    expect(live).toHaveTextContent('4 minutes left');
  });

  it('shows the description, the CTA and the layout; speaks the fascia language', () => {
    render(
      <CountdownBanner
        section={banner(endIn(HOUR), { layout: 'large', description: 'Up to 50% off', cta: { label: 'Shop now', href: '/categories/sale' } })}
        context={makeContext({ fasciaKey: 'wallis' })}
      />,
    );
    expect(screen.getByText('Up to 50% off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/categories/sale');
    expect(screen.getByRole('timer')).toHaveTextContent('Nog 1 uur 0 minuten 0 seconden');
    expect(screen.getByRole('heading').closest('[data-layout]')).toHaveAttribute('data-layout', 'large');
  });

  it('clears its timer when it leaves the page', () => {
    const { unmount } = render(<CountdownBanner section={banner(endIn(HOUR))} context={makeContext()} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
