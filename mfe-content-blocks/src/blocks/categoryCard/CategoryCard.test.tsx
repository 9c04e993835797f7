import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CategoryCard from './index';
import { makeContext } from '../../kit/common/testing';

const subLinks = [
  { label: 'Midi dresses', href: '/categories/midi-dresses' },
  { label: 'Maxi dresses', href: '/categories/maxi-dresses' },
  { label: 'Mini dresses', href: '/categories/mini-dresses' },
];
const section = {
  id: 'cc',
  type: 'categoryCard' as const,
  title: 'Dresses',
  subtitle: 'For every occasion',
  image: { src: '/images/dresses.jpg', alt: 'Model in a green dress' },
  primaryLink: { label: 'Shop dresses', backgroundColour: '#ffffff', colour: '#000000' },
  subLinks,
  shopAllLink: { label: 'Shop all dresses', href: '/categories/dresses' },
  gradient: '#000000',
};

describe('CategoryCard', () => {
  it('links the primary button when it has a link', () => {
    render(<CategoryCard section={{ ...section, primaryLink: { label: 'Shop dresses', href: '/categories/dresses' } }} context={makeContext()} />);
    expect(screen.getByRole('link', { name: 'Shop dresses' })).toHaveAttribute('href', '/categories/dresses');
    expect(screen.queryByRole('button', { name: 'Shop dresses' })).toBeNull();
  });

  it('without a link, the primary button opens the overlay of sub-links and shop-all; Escape closes it', async () => {
    render(<CategoryCard section={section} context={makeContext()} />);
    expect(screen.getByRole('heading', { name: 'Dresses' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Shop dresses' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleDescription('Show more');
    expect(screen.queryByRole('link', { name: 'Midi dresses' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const overlay = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(overlay).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Midi dresses', 'Maxi dresses', 'Mini dresses', 'Shop all dresses']);
    expect(screen.getByRole('link', { name: 'Midi dresses' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Midi dresses' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes from its Close button too', async () => {
    render(<CategoryCard section={section} context={makeContext({ fasciaKey: 'coast' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shop dresses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.getByRole('button', { name: 'Shop dresses' })).toHaveAttribute('aria-expanded', 'false');
  });
});
