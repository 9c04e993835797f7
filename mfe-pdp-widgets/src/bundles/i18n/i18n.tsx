// The bundles' translations, a namespace of their own in the page's i18next
// instance per locale (shared-contracts/i18n).
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type BundlesCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, BundlesCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: bundlesI18n, RemoteI18n: BundlesI18n } = createRemoteI18n('pdpWidgets.bundles', catalogues);
