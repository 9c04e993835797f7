// The bag, checkout and wishlist pages' translations: this remote's labels
// and the pages' own, in a namespace of their own so the modules of the
// header and the product page do not carry the pages' texts.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { catalogues } from './i18n';
import { enGBPages } from './pages/en-GB';
import { frFRPages } from './pages/fr-FR';
import { nlNLPages } from './pages/nl-NL';
import { svSEPages } from './pages/sv-SE';

export const pageCatalogues = {
  'en-GB': { ...catalogues['en-GB'], ...enGBPages },
  'fr-FR': { ...catalogues['fr-FR'], ...frFRPages },
  'nl-NL': { ...catalogues['nl-NL'], ...nlNLPages },
  'sv-SE': { ...catalogues['sv-SE'], ...svSEPages },
} satisfies Record<Locale, object>;

export const { i18nFor: basketPagesI18n, RemoteI18n: BasketPagesI18n } = createRemoteI18n('basketPages', pageCatalogues);
