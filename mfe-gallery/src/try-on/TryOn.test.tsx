import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { burton, makeProduct, makeVariant } from '../test/fixtures';
import { VirtualTryOn } from './VirtualTryOn';
import { resetTryOnVendorLoads, type TryOnOpenOptions, type TryOnVendor } from './vendor';

function foundation(overrides: Partial<Product> = {}): Product {
  const shade = (id: string, colour: string, colourHex: string) => {
    const variant = makeVariant({ id, colour, size: '30ml', colourHex });
    return { ...variant, attributes: { ...variant.attributes, department: 'Beauty', categoryTaxonomy: 'Beauty > Makeup > Face > Foundation' } };
  };
  return makeProduct([shade('ivory', '020 Ivory', '#efd9c1'), shade('sand', '030 Sand', '#e0bf9a')], {
    id: 'p-foundation', name: 'Serum Foundation', brand: 'Lumière Beauty', productType: 'beauty', ...overrides,
  });
}

/** A stand-in for the vendor's window API, recording what it is asked. */
function fakeVendor(available = true) {
  const calls: string[] = [];
  let opened: TryOnOpenOptions | null = null;
  const vendor: TryOnVendor = {
    version: 1,
    isAvailable: jest.fn(async (sku: string) => {
      calls.push(`isAvailable ${sku}`);
      return available;
    }),
    open: (options) => {
      opened = options;
      calls.push(`open ${options.selectedSku} [${options.products.map((p) => p.shade).join(', ')}]`);
      const preview = document.createElement('p');
      preview.textContent = `Preview ${options.selectedSku}`;
      options.container.append(preview);
    },
    select: (sku) => {
      calls.push(`select ${sku}`);
    },
    close: () => {
      calls.push('close');
    },
  };
  return { vendor, calls, opened: () => opened };
}

const renderTryOn = (product: Product, colour = '020 Ivory', fascia: FasciaSettings = burton) =>
  render(
    <RemoteI18n locale={fascia.locale}>
      <VirtualTryOn product={product} colour={colour} fascia={fascia} />
    </RemoteI18n>,
  );

/** The vendor's script element, once try-on's code is here and has asked for it. */
const vendorScript = () =>
  waitFor(() => {
    const script = document.head.querySelector('script[src="/_api/tryon/vendor.js"]');
    expect(script).not.toBeNull();
    return script!;
  });

beforeEach(() => resetTryOnVendorLoads());
afterEach(() => {
  delete window.StorefrontTryOn;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  jest.restoreAllMocks();
});

describe('virtual try-on', () => {
  it('asks the vendor about the selected shade and offers the button when it is available', async () => {
    const fake = fakeVendor();
    window.StorefrontTryOn = fake.vendor;
    renderTryOn(foundation());
    expect(await screen.findByRole('button', { name: 'Try it on' })).toBeInTheDocument();
    expect(fake.calls).toEqual(['isAvailable SKU-ivory']);
  });

  it('opens the overlay with every shade, follows shade changes, and on close resets and says try-on is closed', async () => {
    const fake = fakeVendor();
    window.StorefrontTryOn = fake.vendor;
    const { rerender } = renderTryOn(foundation());
    await userEvent.click(await screen.findByRole('button', { name: 'Try it on' }));

    const overlay = screen.getByRole('dialog', { name: 'Virtual try-on' });
    expect(within(overlay).getByText('Preview SKU-ivory')).toBeInTheDocument();
    expect(fake.calls).toContain('open SKU-ivory [020 Ivory, 030 Sand]');

    rerender(
      <RemoteI18n locale="en-GB">
        <VirtualTryOn product={foundation()} colour="030 Sand" fascia={burton} />
      </RemoteI18n>,
    );
    expect(fake.calls).toContain('select SKU-sand');

    fake.calls.length = 0;
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Virtual try-on' })).not.toBeInTheDocument();
    expect(fake.calls).toContain('close');
    const notice = screen.getByRole('dialog', { name: 'Try-on closed' });
    expect(notice).toHaveTextContent('Virtual try-on is now closed and your try-on shades have been cleared.');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the same way when the shopper exits inside the vendor view', async () => {
    const fake = fakeVendor();
    window.StorefrontTryOn = fake.vendor;
    renderTryOn(foundation());
    await userEvent.click(await screen.findByRole('button', { name: 'Try it on' }));
    act(() => fake.opened()!.onClose());
    expect(screen.queryByRole('dialog', { name: 'Virtual try-on' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Try-on closed' })).toBeInTheDocument();
  });

  it('offers nothing for a shade the vendor cannot show', async () => {
    const fake = fakeVendor(false);
    window.StorefrontTryOn = fake.vendor;
    renderTryOn(foundation());
    await waitFor(() => expect(fake.calls).toEqual(['isAvailable SKU-ivory']));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Try it on' })).not.toBeInTheDocument();
  });

  it('never asks about the excluded brand or a product that is not makeup', async () => {
    const fake = fakeVendor();
    window.StorefrontTryOn = fake.vendor;
    renderTryOn(foundation({ brand: 'Nordic Glow' }));
    renderTryOn(makeProduct([makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' })]), 'navy');
    // An eligible product beside them: once it has its button, the others had their chance to ask.
    renderTryOn(foundation());
    await screen.findByRole('button', { name: 'Try it on' });
    expect(fake.calls).toEqual(['isAvailable SKU-ivory']);
    expect(screen.getAllByRole('button', { name: 'Try it on' })).toHaveLength(1);
  });

  it('loads the vendor script on demand and only logs when it fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTryOn(foundation());
    const script = await vendorScript();
    await act(async () => {
      fireEvent.error(script);
    });
    expect(error).toHaveBeenCalledWith('[gallery/try-on] try-on not loaded: the try-on script failed to load: /_api/tryon/vendor.js');
    expect(screen.queryByRole('button', { name: 'Try it on' })).not.toBeInTheDocument();
  });

  it('only logs when the loaded script defines no vendor API', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTryOn(foundation());
    const script = await vendorScript();
    await act(async () => {
      fireEvent.load(script);
    });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('defined no window.StorefrontTryOn'));
  });

  it('only logs when parameters are missing: a shade without a sku', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeVendor();
    window.StorefrontTryOn = fake.vendor;
    const product = foundation();
    renderTryOn({ ...product, variants: product.variants.map((v) => ({ ...v, sku: '' })) });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[gallery/try-on] try-on parameters missing: no sku for the selected shade'));
    expect(fake.calls).toEqual([]);
  });
});
