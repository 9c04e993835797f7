// The fixed words of the content blocks in _kit's users (back to top,
// countdown, pause/play, show more), a namespace of their own in the page's
// i18next instance per locale (shared-contracts/i18n). Blocks read the labels
// for their fascia's locale directly: `blockLabels(context.fascia.locale).t`.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type BlockLabels } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, BlockLabels> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: blockLabels } = createRemoteI18n('contentBlocks.kit', catalogues);
