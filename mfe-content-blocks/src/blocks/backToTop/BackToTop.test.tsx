import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BackToTop from './index';
import { makeContext, mockMatchMedia } from '../../kit/common/testing';
import { REDUCED_MOTION_QUERY } from '../../kit/common/media';

const section = { id: 'b', type: 'backToTop' as const };

describe('BackToTop', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('scrolls smoothly to the top and moves focus to the top of the page', async () => {
    const main = document.createElement('main');
    document.body.prepend(main);
    render(<BackToTop section={section} context={makeContext()} />);
    const button = screen.getByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    main.remove();
  });

  it('jumps without animation when the shopper prefers reduced motion', async () => {
    const restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    render(<BackToTop section={section} context={makeContext()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    restore();
  });

  it('speaks the fascia language, or uses the editor label', () => {
    const { unmount } = render(<BackToTop section={section} context={makeContext({ fasciaKey: 'oasis' })} />);
    expect(screen.getByRole('button', { name: 'Till toppen' })).toBeInTheDocument();
    unmount();
    render(<BackToTop section={{ ...section, label: 'Up we go' }} context={makeContext()} />);
    expect(screen.getByRole('button', { name: 'Up we go' })).toBeInTheDocument();
  });
});
