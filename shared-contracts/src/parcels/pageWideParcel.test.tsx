import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import { DEFAULT_FASCIA, FASCIAS, type FasciaSettings } from '../fascia/fascias';
import { createPageWideParcel } from './pageWideParcel';

/** What a remote's i18n provider does that the component can see: the locale. */
function FakeI18n({ locale, children }: { locale: string; children: ReactNode }) {
  return <section aria-label={`in ${locale}`}>{children}</section>;
}
function Dialog({ fascia }: { fascia: FasciaSettings }) {
  return <p>Added to your {fascia.name} bag</p>;
}

async function mountWith(props: Record<string, unknown>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(createPageWideParcel('demo/Dialog', FakeI18n, Dialog) as never, { domElement, ...props });
  await parcel.mountPromise;
  return parcel;
}

describe('createPageWideParcel', () => {
  it("gives the component the page's fascia inside the i18n provider of its locale", async () => {
    const parcel = await mountWith({ fascia: FASCIAS.coast });
    await waitFor(() => expect(screen.getByRole('region', { name: `in ${FASCIAS.coast.locale}` })).toHaveTextContent('Added to your Coast bag'));
    await parcel.unmount();
  });

  it('falls back to the default fascia when the shell passes none', async () => {
    const parcel = await mountWith({});
    const fallback = FASCIAS[DEFAULT_FASCIA];
    await waitFor(() => expect(screen.getByRole('region', { name: `in ${fallback.locale}` })).toHaveTextContent(`Added to your ${fallback.name} bag`));
    await parcel.unmount();
  });
});
