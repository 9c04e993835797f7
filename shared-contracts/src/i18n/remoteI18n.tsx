// One i18next instance per locale for the whole page, shared by the shell and
// every remote: i18next is a federation singleton, and the instance is kept on
// the page (not in this module, which is compiled into each consumer), so a
// remote adds its catalogue to it as a namespace of its own instead of making
// an instance of its own. A namespace per remote keeps their keys apart, and
// a fixed language per instance means no parcel re-renders another by
// switching language under it. Catalogues are small and bundled, so labels
// are ready synchronously: no flash of untranslated keys.
import { createInstance, type i18n as I18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import type { FasciaSettings } from '../fascia/fascias';

export type Locale = FasciaSettings['locale'];
const DEFAULT_LOCALE: Locale = 'en-GB';

type Interpolation = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: string, options?: Interpolation) => string;

/**
 * What a translation of a catalogue must fill in: the English catalogue's keys
 * (`CatalogueShape<typeof enGB>`), nested alike, with any words at each leaf.
 */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

/** A remote's labels in one locale. */
export interface Labels {
  locale: Locale;
  t: Translate;
}

const PAGE_INSTANCES = Symbol.for('storefront.i18n.instances');
type PageGlobal = typeof globalThis & { [PAGE_INSTANCES]?: Map<Locale, I18n> };

/** The page's instance for a locale, made by whichever consumer asks first. */
export function pageI18n(lng: Locale): I18n {
  const page = globalThis as PageGlobal;
  const instances = (page[PAGE_INSTANCES] ??= new Map());
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      ns: [],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes text itself.
      returnNull: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

/** Enough for every label a page shows at once; past it the cache starts again. */
const MEMO_LIMIT = 2000;

/**
 * A translate function that remembers each answer. A namespace's language
 * and catalogue never change, so the same key and values always give the
 * same words, and i18next's lookup, interpolation and plural rules (tens of
 * microseconds a call once warm, many times that on a page's first render)
 * run once per distinct label instead of once per card.
 */
export function memoise(translate: Translate): Translate {
  const memo = new Map<string, string>();
  return (key, options) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let words = memo.get(id);
    if (words === undefined) {
      words = translate(key, options);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(id, words);
    }
    return words;
  };
}

/**
 * A label with nothing to work out: this namespace's own string in this
 * language, with no values, plural, nesting or formatting to apply. Most of
 * a page's labels are, and i18next's t() (key parsing, fallback languages,
 * interpolation and plural rules, all cold on a page's first render) is
 * most of what labels cost there; a label this cannot answer (a fallback to
 * English, a plural, values) goes to t() as before.
 */
function plainWords(instance: I18n, lng: Locale, namespace: string, key: string): string | undefined {
  const words: unknown = instance.getResource(lng, namespace, key);
  const { prefix = '{{', nestingPrefix = '$t(' } = instance.options.interpolation ?? {};
  return typeof words === 'string' && !words.includes(prefix) && !words.includes(nestingPrefix) ? words : undefined;
}

const LabelsContext = createContext<Labels | null>(null);

/**
 * @param namespace the remote's own name: its keys live apart from other remotes'.
 * @param catalogues its labels per locale; keys a locale lacks fall back to English.
 */
export function createRemoteI18n(namespace: string, catalogues: Partial<Record<Locale, object>>) {
  const labels = new Map<Locale, Labels>();
  const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(catalogues, value);

  /** The cached labels for a locale; unknown locales get English. */
  function i18nFor(locale: unknown): Labels {
    const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
    let found = labels.get(lng);
    if (!found) {
      const instance = pageI18n(lng);
      for (const code of new Set([lng, DEFAULT_LOCALE])) {
        // A consumer may be given only the page's language (the shell in the browser).
        const catalogue = catalogues[code];
        if (catalogue && !instance.hasResourceBundle(code, namespace)) instance.addResourceBundle(code, namespace, catalogue, true, false);
      }
      const fixed = instance.getFixedT(lng, namespace);
      found = { locale: lng, t: memoise((key, options) => (options === undefined ? plainWords(instance, lng, namespace, key) : undefined) ?? String(fixed(key, options))) };
      labels.set(lng, found);
    }
    return found;
  }

  function RemoteI18n({ locale, children }: { locale: unknown; children: ReactNode }) {
    return <LabelsContext.Provider value={i18nFor(locale)}>{children}</LabelsContext.Provider>;
  }

  return { i18nFor, RemoteI18n };
}

/**
 * The labels of the nearest RemoteI18n. A plain context read: these labels
 * never change language and are ready synchronously, so a subscription to
 * language and loading events (what react-i18next's hook adds, about a
 * quarter of a millisecond a component on a cold first render) buys nothing.
 */
export function useTranslation(): { t: Translate } {
  const labels = useContext(LabelsContext);
  if (!labels) throw new Error('useTranslation needs a RemoteI18n (or the shell\'s ShellI18n) above it');
  return { t: labels.t };
}
