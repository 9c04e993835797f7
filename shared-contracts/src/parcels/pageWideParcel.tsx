// A parcel the shell mounts once per page that shows itself on an event (the
// added-to-bag and quick-add dialogs). Apart from createParcel so that the
// fascias' settings are in the bundles of these two parcels only.
import type React from 'react';
import { DEFAULT_FASCIA, FASCIAS, type FasciaSettings } from '../fascia/fascias';
import { createParcel } from './createParcel';
import type { ParcelBaseProps, ParcelModule } from './props';

/**
 * The component gets the page's fascia, the default fascia when the shell
 * passes none, inside its remote's i18n provider for that fascia's locale.
 */
export function createPageWideParcel(
  name: string,
  I18n: React.ComponentType<{ locale: string; children: React.ReactNode }>,
  Component: React.ComponentType<{ fascia: FasciaSettings }>,
): ParcelModule<ParcelBaseProps> {
  function PageWide({ fascia }: ParcelBaseProps) {
    const settings = fascia ?? FASCIAS[DEFAULT_FASCIA];
    return (
      <I18n locale={settings.locale}>
        <Component fascia={settings} />
      </I18n>
    );
  }
  return createParcel(name, PageWide);
}
