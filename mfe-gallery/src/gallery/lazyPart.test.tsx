import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType } from 'react';
import { DialogUnavailable } from './DialogLoading';
import { lazyPart } from './lazyPart';

const Poster = ({ name }: { name: string }) => <p>{name} poster</p>;
const Player = ({ name }: { name: string }) => <p>{name} player</p>;

const inGallery = (Part: ComponentType<{ name: string }>) =>
  render(
    <div>
      <h2>Product images</h2>
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Oxford Shirt" />
      </Suspense>
    </div>,
  );

/** A button that opens a dialog, as View in 3D does. */
function Opener({ Dialog }: { Dialog: ComponentType<{ onClose(): void }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        View in 3D
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('a media part loaded on demand', () => {
  it('is drawn once its code is here', async () => {
    inGallery(lazyPart('video', () => Promise.resolve(Player), Poster));
    expect(await screen.findByText('Oxford Shirt player')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('is replaced by its fallback, logged only, when its code cannot be fetched', async () => {
    inGallery(lazyPart('video', () => Promise.reject(new Error('Loading chunk 512 failed.')), Poster));
    expect(await screen.findByText('Oxford Shirt poster')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product images' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[gallery/video] could not be loaded: Loading chunk 512 failed.');
  });

  it('closes a dialog whose code cannot be fetched, so its button is ready again', async () => {
    render(<Opener Dialog={lazyPart('viewer-3d', () => Promise.reject(new Error('offline')), DialogUnavailable)} />);
    const button = screen.getByRole('button', { name: 'View in 3D' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(error).toHaveBeenCalledWith('[gallery/viewer-3d] could not be loaded: offline');
  });
});
