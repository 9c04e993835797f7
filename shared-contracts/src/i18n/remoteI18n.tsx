// Each remote translates its own labels with its own i18next instances, one
// per locale: never the global i18next, which another remote may configure
// differently, and a fixed language per instance, so no parcel re-renders
// another by switching language under it. Catalogues are small and bundled,
// so instances are ready synchronously: no flash of untranslated keys.
import { createInstance, type i18n as I18n } from 'i18next';
import { useContext, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
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

type Interpolation = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: string, options?: Interpolation) => string;

/** Enough for every label a page shows at once; past it the cache starts again. */
const MEMO_LIMIT = 2000;
const translators = new WeakMap<I18n, Translate>();

/**
 * The instance's `t`, remembering each answer. An instance's language and
 * catalogue never change, so the same key and values always give the same
 * words, and i18next's lookup, interpolation and plural rules (tens of
 * microseconds a call once warm, many times that on a page's first render)
 * run once per distinct label instead of once per card.
 */
export function memoisedT(i18n: I18n): Translate {
  let translate = translators.get(i18n);
  if (!translate) {
    const memo = new Map<string, string>();
    translate = (key, options) => {
      const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      let words = memo.get(id);
      if (words === undefined) {
        words = String(i18n.t(key, options));
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(id, words);
      }
      return words;
    };
    translators.set(i18n, translate);
  }
  return translate;
}

/**
 * The labels of the nearest RemoteI18n. It stands in for react-i18next's
 * hook, which subscribes every component that calls it to the instance's
 * language and loading events so that it can re-render when they change:
 * these instances never change language and load synchronously, so that work
 * (about a quarter of a millisecond a component on a cold first render, a
 * hundred components on a search page) buys nothing here.
 */
export function useTranslation(): { t: Translate } {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('useTranslation needs a RemoteI18n (or the shell\'s ShellI18n) above it');
  return { t: memoisedT(i18n) };
}
