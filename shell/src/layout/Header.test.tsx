import { render, screen, waitFor, within } from '@testing-library/react';
import { createParcel } from '@storefront/shared-contracts/parcel';
import { FASCIAS, type ParcelModule } from '@storefront/shared-contracts';
import type { BootData } from '../boot';
import { catalogues, ShellI18n } from '../i18n/i18n';
import { matchRoute } from '../routing/matchRoute';
import { loadParcel } from '../slots/loadParcel';
import { Header } from './Header';

jest.mock('../slots/loadParcel', () => {
  const actual = jest.requireActual('../slots/loadParcel');
  return { ...actual, loadParcel: jest.fn() };
});
const mockedLoad = loadParcel as jest.MockedFunction<typeof loadParcel>;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function boot(basketCount: number, fascia = FASCIAS.burton): BootData {
  return {
    route: matchRoute('/'),
    fascia,
    session: { user: { id: 'anonymous', guest: true }, basketCount },
    registry: { remotes: {} },
    page: null,
    slotTimeoutMs: 8000,
    labels: catalogues[fascia.locale as keyof typeof catalogues],
  };
}

const header = (data: BootData) =>
  render(
    <ShellI18n locale={data.fascia.locale}>
      <Header boot={data} />
    </ShellI18n>,
  );

function MiniBag() {
  return <button type="button">Show bag preview</button>;
}

describe('Header', () => {
  beforeEach(() => mockedLoad.mockReset().mockResolvedValue(createParcel('basket/MiniBag', MiniBag) as unknown as ParcelModule));

  it('draws the bag link as the mini bag does, with the count from the server', () => {
    header(boot(3));
    const link = screen.getByRole('link', { name: 'Bag, 3 items' });
    expect(link).toHaveAttribute('href', '/basket');
    // The word is the link's visible text; the count is a badge beside it, hidden from the name.
    expect(link).toHaveTextContent(/^Bag$/);
    expect(within(link.parentElement!).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no badge for an empty bag and speaks the fascia language', () => {
    header(boot(0, FASCIAS.coast));
    const link = screen.getByRole('link', { name: 'Panier, 0 article' });
    expect(link).toHaveTextContent(/^Panier$/);
    expect(link.parentElement!.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
  });

  it('brings the mini bag in on the first interaction only, not with the page', async () => {
    header(boot(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Show bag preview' })).not.toBeInTheDocument();

    window.dispatchEvent(new Event('pointermove'));
    expect(await screen.findByRole('button', { name: 'Show bag preview' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('basket/MiniBag', 8000);
  });

  it('brings the mini bag in when a screen reader moves onto the bag link, the focus going with it', async () => {
    header(boot(2));
    // Browse mode: no key or pointer event reaches the page, only the focus moves.
    screen.getByRole('link', { name: 'Bag, 2 items' }).focus();
    const preview = await screen.findByRole('button', { name: 'Show bag preview' });
    await waitFor(() => expect(preview).toHaveFocus());
  });
});
