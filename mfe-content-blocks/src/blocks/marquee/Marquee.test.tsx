import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Marquee from './index';
import { makeContext, mockMatchMedia } from '../../kit/common/testing';
import { REDUCED_MOTION_QUERY } from '../../kit/common/media';

const items = ['Burton', 'Coast', 'Wallis', 'Oasis', 'Warehouse'].map((name) => ({ image: `/images/brands/${name.toLowerCase()}.svg`, href: `/pages/brands/${name.toLowerCase()}`, alt: name }));
const section = { id: 'm', type: 'marquee' as const, items, speedSeconds: 20 };

describe('Marquee', () => {
  it('draws at least 24 brand links for 5 items, only the editor’s five exposed and focusable', async () => {
    const { container } = render(<Marquee section={section} context={makeContext()} />);
    const region = screen.getByRole('region', { name: 'Our brands' });
    const all = container.querySelectorAll('a');
    expect(all.length).toBeGreaterThanOrEqual(24 * 2);
    const exposed = screen.getAllByRole('link');
    expect(exposed.map((a) => a.getAttribute('href'))).toEqual(items.map((i) => i.href));
    expect(screen.getByRole('link', { name: 'Coast' })).toHaveAttribute('href', '/pages/brands/coast');
    const focusable = Array.from(all).filter((a) => a.getAttribute('tabindex') !== '-1');
    expect(focusable).toEqual(exposed);
    // Tabbing goes through the five and then to the pause button.
    for (const link of exposed) {
      await userEvent.tab();
      expect(link).toHaveFocus();
    }
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pause Our brands' })).toHaveFocus();
    expect(region.style.getPropertyValue('--cb-marquee-duration')).toBe('20s');
    expect(region.style.getPropertyValue('--cb-marquee-height')).toBe('38px');
  });

  it('has a pause control', async () => {
    render(<Marquee section={section} context={makeContext()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause Our brands' }));
    expect(screen.getByRole('button', { name: 'Play Our brands' })).toBeInTheDocument();
  });

  it('does not scroll with reduced motion: the items once, no loop copy, no control', () => {
    const restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    const { container } = render(<Marquee section={section} context={makeContext()} />);
    expect(container.querySelectorAll('a')).toHaveLength(5);
    expect(container.querySelector('[data-copy="loop"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    restore();
  });
});
