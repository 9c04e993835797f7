import { render, screen } from '@testing-library/react';
import { mockMatchMedia } from '../testing/media';
import { Spinner, SPINNER_REDUCED_MOTION_QUERY } from './Spinner';

describe('Spinner', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is an indeterminate progressbar named by what is loading', () => {
    restore = mockMatchMedia([]);
    const { container } = render(<Spinner label="Loading product" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading product' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    expect(container.querySelector('animateTransform')).not.toBeNull();
  });

  it('stands still where the shopper prefers reduced motion', () => {
    restore = mockMatchMedia([SPINNER_REDUCED_MOTION_QUERY]);
    const { container } = render(<Spinner label="Loading product" size={32} />);
    expect(screen.getByRole('progressbar', { name: 'Loading product' })).toHaveStyle({ width: '32px', height: '32px' });
    expect(container.querySelector('animateTransform')).toBeNull();
  });

  it('is only a picture beside words that already say what is loading', () => {
    restore = mockMatchMedia([]);
    render(
      <button type="button">
        <Spinner size={16} />
        Adding…
      </button>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeInTheDocument();
  });
});
