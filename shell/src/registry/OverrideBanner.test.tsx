import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { FlagOverrides } from '@storefront/shared-contracts';
import { ShellI18n } from '../i18n/i18n';
import { OVERRIDE_STORAGE_KEY } from './registry';
import { OverrideBanner, setActiveOverrides } from './OverrideBanner';

function banner(flagOverrides?: FlagOverrides, locale: 'en-GB' | 'fr-FR' = 'en-GB') {
  const navigate = jest.fn<void, [string]>();
  const view = render(
    <ShellI18n locale={locale}>
      <OverrideBanner flagOverrides={flagOverrides} navigate={navigate} />
    </ShellI18n>,
  );
  return { navigate, ...view };
}

beforeEach(() => {
  act(() => setActiveOverrides([]));
  window.localStorage.clear();
  window.history.replaceState(null, '', '/product/oxford-shirt?colour=blue');
});

describe('OverrideBanner', () => {
  it('shows nothing while no remote or flag is overridden', () => {
    banner();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    banner({});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says which flags are overridden, with their values', () => {
    banner({ rewards: false, atbModal: 'testAtbModalV1' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Flag overrides active: atbModal=testAtbModalV1rewards=false');
    expect(within(status).getByText('atbModal=testAtbModalV1')).toBeInTheDocument();
    expect(within(status).getByText('rewards=false')).toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Reset overrides' })).not.toBeInTheDocument();
  });

  it('resets the flags by asking the server to forget them, keeping the rest of the address', async () => {
    const user = userEvent.setup();
    const { navigate } = banner({ atbModal: 'testAtbModalV1' });
    await user.click(screen.getByRole('button', { name: 'Reset flags' }));
    expect(navigate).toHaveBeenCalledWith('http://localhost/product/oxford-shirt?colour=blue&flags=reset');
  });

  it('replaces an override in the address by the reset', async () => {
    window.history.replaceState(null, '', '/basket?flags=atbModal=testAtbModalV1');
    const user = userEvent.setup();
    const { navigate } = banner({ atbModal: 'testAtbModalV1' });
    await user.click(screen.getByRole('button', { name: 'Reset flags' }));
    expect(navigate).toHaveBeenCalledWith('http://localhost/basket?flags=reset');
  });

  it('shows remote and flag overrides together, each with its own reset', async () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ gallery: 'http://localhost:4001/mf-manifest.json' }));
    window.history.replaceState(null, '', '/product/oxford-shirt?remote-override=gallery=http://localhost:4001/mf-manifest.json');
    const user = userEvent.setup();
    const { navigate } = banner({ reviews: false });
    act(() => setActiveOverrides([{ name: 'gallery', url: 'http://localhost:4001/mf-manifest.json' }]));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Remote overrides active: gallery → http://localhost:4001/mf-manifest.json');
    expect(status).toHaveTextContent('Flag overrides active: reviews=false');

    await user.click(within(status).getByRole('button', { name: 'Reset overrides' }));
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('http://localhost/product/oxford-shirt');
    expect(within(status).getByRole('button', { name: 'Reset flags' })).toBeInTheDocument();
  });

  it('speaks the page’s language', () => {
    banner({ subscription: true }, 'fr-FR');
    expect(screen.getByRole('status')).toHaveTextContent('Remplacements de flags actifs : subscription=true');
    expect(screen.getByRole('button', { name: 'Réinitialiser les flags' })).toBeInTheDocument();
  });

  it('is in the server’s first paint when flags are overridden (the server knows them)', () => {
    const html = renderToString(
      <ShellI18n locale="en-GB">
        <OverrideBanner flagOverrides={{ atbModal: 'testAtbModalV1' }} />
      </ShellI18n>,
    );
    expect(html).toContain('Flag overrides active:');
    expect(html).toContain('<code>atbModal=testAtbModalV1</code>');
  });
});
