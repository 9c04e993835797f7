// The rewards badge's translations: a namespace of its own on the page's i18n instances.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type RewardsCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, RewardsCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: rewardsI18n, RemoteI18n: RewardsI18n } = createRemoteI18n('pdpWidgets.rewards', catalogues);
