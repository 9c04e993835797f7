import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef, useState } from 'react';
import { ModalDialog } from './ModalDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See photos
      </button>
      {open && (
        <ModalDialog title="Customer photos" closeLabel="Close" onClose={() => setOpen(false)} classes={{ dialog: 'panel' }}>
          <button type="button">Next photo</button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its title, with a named close button, and gives focus back when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'See photos' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer photos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('panel');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See photos' })).toHaveFocus();
  });

  it('closes from its close button and from a press on the backdrop, not from one inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'See photos' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See photos' }));
    await user.click(screen.getByRole('presentation'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the field it is given first, says while its content loads, and lets the caller style its state', async () => {
    function SignIn({ busy }: { busy: boolean }) {
      const email = useRef<HTMLInputElement>(null);
      return (
        <ModalDialog
          title="Sign in"
          closeLabel="Close"
          onClose={() => {}}
          initialFocus={email}
          busy={busy}
          classes={{ backdrop: 'shade' }}
          backdropData={{ 'data-state': busy ? 'loading' : 'open' }}
          dialogData={{ 'data-layout': 'sheet' }}
          dialogStyle={{ maxWidth: 500 }}
        >
          <a href="/help">Help</a>
          <label>
            Email
            <input ref={email} />
          </label>
        </ModalDialog>
      );
    }
    const { rerender } = render(<SignIn busy />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveAttribute('data-layout', 'sheet');
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
    expect(screen.getByRole('presentation')).toHaveAttribute('data-state', 'loading');
    rerender(<SignIn busy={false} />);
    expect(dialog).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('presentation')).toHaveAttribute('data-state', 'open');
  });

  it('hands its element to a caller that asks for it', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ModalDialog title="Quick add" closeLabel="Close" onClose={() => {}} dialogRef={ref} classes={{}}>
        <p>Loading</p>
      </ModalDialog>,
    );
    expect(ref.current).toBe(screen.getByRole('dialog', { name: 'Quick add' }));
  });

  it('keeps focus off the page behind when the backdrop is pressed', () => {
    const onClose = jest.fn();
    render(
      <ModalDialog title="Added to bag" closeLabel="Close" onClose={onClose} classes={{}}>
        <button type="button">Continue shopping</button>
      </ModalDialog>,
    );
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    screen.getByRole('presentation').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
