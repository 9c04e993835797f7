// The user-generated-content gallery's own words: a namespace of its own
// (pdpWidgets.ugc) on the page's i18n instances. Shared words come from the
// reviews namespace (pdpWidgets.reviews).
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type UgcCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, UgcCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: ugcI18n } = createRemoteI18n('pdpWidgets.ugc', catalogues);
