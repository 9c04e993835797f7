import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { burton, makeProduct, makeVariant, shirt } from '../test/fixtures';
import { Viewer3d } from './Viewer3d';

function withViewer(id: string): Product {
  const variant = makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' });
  return makeProduct([{ ...variant, attributes: { ...variant.attributes, voxeloID: id } }]);
}

const renderViewer = (product: Product, fascia = burton) =>
  render(
    <RemoteI18n locale={fascia.locale}>
      <Viewer3d product={product} colour="navy" fascia={fascia} />
    </RemoteI18n>,
  );

describe('View in 3D', () => {
  // First in this file: once imported, the dialog's code is there for the page (as in the browser).
  it('shows the spinner on a press that comes before its code, then the dialog', async () => {
    renderViewer(withViewer('vx-shirt'));
    // fireEvent: userEvent would point at the button first, which already starts the import.
    fireEvent.click(screen.getByRole('button', { name: 'View in 3D' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'View in 3D' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('opens a dialog framing the viewer page, sandboxed and titled', async () => {
    renderViewer(withViewer('vx-shirt'));
    await userEvent.click(screen.getByRole('button', { name: 'View in 3D' }));
    const dialog = await screen.findByRole('dialog', { name: 'View in 3D' });
    const frame = within(dialog).getByTitle('3D view of Oxford Shirt');
    expect(frame).toHaveAttribute('src', '/_api/3d/viewer/vx-shirt');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('closes on Escape and on its close button, focus back on the button', async () => {
    renderViewer(withViewer('vx-shirt'));
    const button = screen.getByRole('button', { name: 'View in 3D' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'View in 3D' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'View in 3D' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the fascia viewer host and language', async () => {
    renderViewer(withViewer('vx-shirt'), { ...burton, locale: 'fr-FR', viewer3dHost: 'https://3d.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Voir en 3D' }));
    expect(await screen.findByTitle('Vue 3D de Oxford Shirt')).toHaveAttribute('src', 'https://3d.example.com/viewer/vx-shirt');
  });

  it('is not offered without a 3D id or with an unsafe host', () => {
    renderViewer(shirt);
    expect(screen.queryByRole('button', { name: 'View in 3D' })).not.toBeInTheDocument();
    renderViewer(withViewer('vx-shirt'), { ...burton, viewer3dHost: 'javascript:alert(1)' });
    expect(screen.queryByRole('button', { name: 'View in 3D' })).not.toBeInTheDocument();
  });
});
