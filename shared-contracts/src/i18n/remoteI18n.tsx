// Each remote translates its own labels with its own i18next instances, one
// per locale: never the global i18next, which another remote may configure
// differently, and a fixed language per instance, so no parcel re-renders
// another by switching language under it. Catalogues are small and bundled,
// so instances are ready synchronously: no flash of untranslated keys.
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FasciaSettings } from '../fascia/fascias';

export type Locale = FasciaSettings['locale'];
const DEFAULT_LOCALE: Locale = 'en-GB';

export function createRemoteI18n(catalogues: Record<Locale, object>) {
  const instances = new Map<Locale, I18n>();
  const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(catalogues, value);

  /** The cached instance for a locale; unknown locales get English. */
  function i18nFor(locale: unknown): I18n {
    const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
    let instance = instances.get(lng);
    if (!instance) {
      instance = createInstance();
      void instance.init({
        lng,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: Object.keys(catalogues),
        resources: Object.fromEntries(Object.entries(catalogues).map(([code, translation]) => [code, { translation }])),
        initAsync: false,
        interpolation: { escapeValue: false }, // React escapes text itself.
        returnNull: false,
        react: { useSuspense: false },
      });
      instances.set(lng, instance);
    }
    return instance;
  }

  function RemoteI18n({ locale, children }: { locale: unknown; children: ReactNode }) {
    return <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>;
  }

  return { i18nFor, RemoteI18n };
}
