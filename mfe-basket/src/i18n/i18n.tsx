// This remote's own i18next instances (never the global one, which another
// remote or the shell may configure differently). The catalogues are small,
// so they are bundled and ready synchronously: no flash of untranslated keys.
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { enGB, type BasketCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export type Locale = FasciaSettings['locale'];

export const catalogues: Record<Locale, BasketCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

const DEFAULT_LOCALE: Locale = 'en-GB';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(catalogues, value);
}

// One instance per locale: a fixed language per instance means no parcel
// ever re-renders another one by switching language under it.
const instances = new Map<Locale, i18n>();

export function basketI18n(locale: unknown): i18n {
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: Object.keys(catalogues),
      resources: Object.fromEntries(Object.entries(catalogues).map(([code, translation]) => [code, { translation }])),
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes.
      react: { useSuspense: false },
    });
    instances.set(lng, instance);
  }
  return instance;
}

export function BasketI18n({ locale, children }: { locale: unknown; children: ReactNode }) {
  return <I18nextProvider i18n={basketI18n(locale)}>{children}</I18nextProvider>;
}
