import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockMatchMedia } from '../common/testing';
import { ContentCarousel } from './ContentCarousel';

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `s${i + 1}`, content: <a href={`/p/${i + 1}`}>Card {i + 1}</a> }));

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  jest.useRealTimers();
});

describe('ContentCarousel', () => {
  it('draws every slide as a list item of a named carousel, before Swiper starts', () => {
    render(<ContentCarousel kind="product" label="New in" locale="en-GB" slides={slides(10)} />);
    const carousel = screen.getByRole('group', { name: 'New in' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Card 10' })).toBeInTheDocument();
  });

  it('shows later cards with the named next button, and earlier ones with previous (desktop)', () => {
    restore = mockMatchMedia(['(min-width: 768px)']);
    render(<ContentCarousel kind="perks" label="Perks" locale="en-GB" slides={slides(10)} />);
    const previous = screen.getByRole('button', { name: 'Previous items' });
    const next = screen.getByRole('button', { name: 'Next items' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(screen.getByRole('status')).toHaveTextContent('Showing items 2 to 5 of 10');
    fireEvent.click(next);
    expect(screen.getByRole('status')).toHaveTextContent('Showing items 3 to 6 of 10');
    fireEvent.click(previous);
    expect(screen.getByRole('status')).toHaveTextContent('Showing items 2 to 5 of 10');
  });

  it('stops at the last view', () => {
    restore = mockMatchMedia(['(min-width: 768px)']);
    render(<ContentCarousel kind="perks" label="Perks" locale="en-GB" slides={slides(5)} />);
    const next = screen.getByRole('button', { name: 'Next items' });
    fireEvent.click(next);
    expect(screen.getByRole('status')).toHaveTextContent('Showing items 2 to 5 of 5');
    expect(next).toBeDisabled();
  });

  it('has no buttons on mobile by default, nor where every slide fits', () => {
    const { unmount } = render(<ContentCarousel kind="perks" label="Perks" locale="en-GB" slides={slides(10)} />);
    expect(screen.queryByRole('button', { name: 'Next items' })).not.toBeInTheDocument();
    unmount();
    restore = mockMatchMedia(['(min-width: 768px)']);
    render(<ContentCarousel kind="perks" label="Perks" locale="en-GB" slides={slides(3)} />);
    expect(screen.queryByRole('button', { name: 'Next items' })).not.toBeInTheDocument();
  });

  it('shows the editor\'s buttons and DOTS pagination on mobile', () => {
    render(
      <ContentCarousel kind="blog" label="Stories" locale="fr-FR" config={{ showControls: { mobile: true }, showPagination: { mobile: true }, paginationStyle: 'DOTS' }} slides={slides(4)} />,
    );
    const dots = screen.getAllByRole('button', { name: /Aller à l’élément/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Aller à l’élément 3' }));
    expect(screen.getByRole('button', { name: 'Aller à l’élément 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Éléments suivants' })).toBeInTheDocument();
  });

  it('scrolls on its own when the editor says so, with a pause button, and stops on hover', () => {
    jest.useFakeTimers();
    restore = mockMatchMedia(['(min-width: 768px)']);
    render(<ContentCarousel kind="perks" label="Perks" locale="en-GB" config={{ autoScroll: { desktop: true }, slideDurationMilliseconds: 2000 }} slides={slides(6)} />);
    const next = screen.getByRole('button', { name: 'Next items' });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Previous items' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(next).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Previous items' })).toBeDisabled();
    const pause = screen.getByRole('button', { name: 'Pause carousel' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByRole('button', { name: 'Previous items' })).toBeDisabled();
  });

  it('does not scroll on its own for a shopper who prefers reduced motion', () => {
    jest.useFakeTimers();
    restore = mockMatchMedia(['(min-width: 768px)', '(prefers-reduced-motion: reduce)']);
    render(<ContentCarousel kind="perks" label="Perks" locale="en-GB" config={{ autoScroll: { desktop: true } }} slides={slides(6)} />);
    expect(screen.queryByRole('button', { name: 'Pause carousel' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20000));
    expect(screen.getByRole('button', { name: 'Previous items' })).toBeDisabled();
  });
});
