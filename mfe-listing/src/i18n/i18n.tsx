// One i18next instance per locale for this remote: never the global i18next
// singleton, which another remote on the page may configure differently.
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { enGB, type Catalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export type Locale = FasciaSettings['locale'];

export const catalogues: Record<Locale, Catalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

const instances = new Map<Locale, I18n>();

/** The (shared, cached) instance for a locale; unknown locales get English. */
export function i18nFor(locale: string | undefined): I18n {
  const lng: Locale = locale && locale in catalogues ? (locale as Locale) : 'en-GB';
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng,
      fallbackLng: 'en-GB',
      resources: Object.fromEntries(Object.entries(catalogues).map(([key, translation]) => [key, { translation }])),
      // Resources are inline: initialise synchronously so the first render is translated.
      initAsync: false,
      // React escapes text itself.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

export function RemoteI18n({ locale, children }: { locale: string | undefined; children: ReactNode }) {
  return <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>;
}
