// The fixed words of the card carousels, product blocks, grids, social feed
// and add-to-basket button: a namespace of their own in the page's i18next
// instance per locale (shared-contracts/i18n). Blocks read the labels of
// their fascia's locale: `cardLabels(context.fascia.locale).t`.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type CardBlockLabels } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, CardBlockLabels> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: cardLabels } = createRemoteI18n('contentBlocks.cards', catalogues);
