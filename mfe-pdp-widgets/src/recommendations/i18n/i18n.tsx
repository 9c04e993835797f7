// The carousels' and visually similar finder's translations, a namespace of
// their own in the page's i18next instance per locale (shared-contracts/i18n).
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type RecommendationsCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, RecommendationsCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: recommendationsI18n, RemoteI18n: RecommendationsI18n } = createRemoteI18n('pdpWidgets.recommendations', catalogues);
