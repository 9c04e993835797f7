import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventPayload } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { onScreen, renderGallery } from '../gallery/testing';
import { shirt } from '../test/fixtures';

const gallery = () => screen.getByRole('group', { name: 'Product images' });
const firstImage = () => within(gallery()).getByRole('img', { name: 'Oxford Shirt, image 1 of 3' });

let events: Array<EventPayload<'analytics:track'>>;
let stop: () => void;
beforeEach(() => {
  resetEventState();
  events = [];
  stop = on('analytics:track', (event) => events.push(event));
});
afterEach(() => stop());

describe('click zoom on desktop', () => {
  onScreen('desktop');

  it('zooms the image 3x at quality 95 and hides the arrows, and reports desktopZoom', async () => {
    renderGallery(shirt);
    await userEvent.click(firstImage());

    expect(screen.getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'true');
    expect(firstImage()).toHaveAttribute('src', '/images/products/shirt/navy-0.jpg?w=640&q=95');
    expect(firstImage().style.transform).toBe('scale(3)');
    expect(firstImage().style.transition).toBe('transform 300ms ease');
    // First slide: previous leads nowhere (disabled), next is hidden while zoomed.
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(events).toEqual([{ event: 'desktopZoom', payload: { productId: 'p-shirt', productKey: 'shirt-oxford', image: 1 } }]);
  });

  it('zooms out on a second click and when the pointer leaves the image', async () => {
    renderGallery(shirt);
    await userEvent.click(firstImage());
    await userEvent.click(firstImage());
    expect(firstImage()).toHaveAttribute('src', '/images/products/shirt/navy-0.jpg?w=640&q=80');

    await userEvent.click(firstImage());
    fireEvent.mouseLeave(firstImage().parentElement!);
    expect(firstImage()).toHaveAttribute('src', '/images/products/shirt/navy-0.jpg?w=640&q=80');
    expect(screen.getByRole('button', { name: 'Next image' })).toBeEnabled();
  });

  it('hides both arrows on a middle slide while zoomed', async () => {
    renderGallery(shirt);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    await userEvent.click(within(gallery()).getByRole('img', { name: 'Oxford Shirt, image 2 of 3' }));
    expect(screen.queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('can be toggled from the keyboard with the Zoom button', async () => {
    renderGallery(shirt);
    screen.getByRole('button', { name: 'Zoom' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'true');
    expect(firstImage()).toHaveAttribute('src', expect.stringContaining('q=95'));
  });

  it('never toggles on a touch: a tap opens the zoom modal instead', async () => {
    renderGallery(shirt);
    await userEvent.pointer({ keys: '[TouchA]', target: firstImage() });
    expect(await screen.findByRole('dialog', { name: 'Zoomed images' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'false');
    expect(events.map((e) => e.event)).toEqual(['mobileZoom']);
  });
});

describe('zoom modal on mobile', () => {
  onScreen('phone');

  it('opens on a tap, on the tapped image, at quality 95, and reports mobileZoom', async () => {
    renderGallery(shirt);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await userEvent.click(within(gallery()).getByRole('img', { name: 'Oxford Shirt, image 2 of 3' }));

    const modal = await screen.findByRole('dialog', { name: 'Zoomed images' });
    expect(within(modal).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/images/products/shirt/navy-0.jpg?w=1280&q=95',
      '/images/products/shirt/navy-1.jpg?w=1280&q=95',
      '/images/products/shirt/navy-2.jpg?w=1280&q=95',
    ]);
    expect(within(modal).getByText('2 of 3')).toBeInTheDocument();
    expect(events).toEqual([{ event: 'mobileZoom', payload: { productId: 'p-shirt', productKey: 'shirt-oxford', image: 2 } }]);
  });

  it('moves between images and closes on Escape, focus back where it was', async () => {
    renderGallery(shirt);
    const zoom = screen.getByRole('button', { name: 'Zoom' });
    await userEvent.click(zoom);
    const modal = await screen.findByRole('dialog', { name: 'Zoomed images' });
    expect(within(modal).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Next image' }));
    expect(within(modal).getByText('2 of 3')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
  });
});
