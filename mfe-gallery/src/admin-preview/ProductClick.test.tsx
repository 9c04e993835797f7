// Spec 2 §6: in an admin preview, a click on the gallery's image is recorded
// as a product click (the shell posts it to the parent window).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventPayload } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { onScreen, renderGallery } from '../gallery/testing';
import { shirt } from '../test/fixtures';

const firstImage = () => within(screen.getByRole('group', { name: 'Product images' })).getByRole('img', { name: 'Oxford Shirt, image 1 of 3' });

let clicks: Array<EventPayload<'admin:product-click'>>;
let stop: () => void;
beforeEach(() => {
  resetEventState();
  clicks = [];
  stop = on('admin:product-click', (click) => clicks.push(click));
});
afterEach(() => stop());

describe('product clicks', () => {
  onScreen('desktop');

  it('are recorded in an admin preview, with the product key, and the image still zooms', async () => {
    renderGallery(shirt);
    act(() => {
      emit('admin:preview-changed', { active: true, features: [], data: {} });
    });
    await userEvent.click(firstImage());
    expect(clicks).toEqual([{ productKey: 'shirt-oxford' }]);
    expect(screen.getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('are not recorded for a shopper', async () => {
    renderGallery(shirt);
    await userEvent.click(firstImage());
    expect(clicks).toEqual([]);
  });
});
