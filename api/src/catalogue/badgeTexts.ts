// What the badges say in each fascia's language. The badge configurations
// (badges.ts) are written in English, the catalogue's language; a badge sent
// to a fascia in another language says its words from here, placeholders
// kept for the page to fill. A badge whose words are not here stays English
// (the test beside this file fails for any that runs in such a fascia).
import type { BadgeConfig, FasciaSettings } from '@storefront/shared-contracts';

type Locale = Exclude<FasciaSettings['locale'], 'en-GB'>;

export const BADGE_TEXTS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  'Delivery info': { 'fr-FR': 'Infos livraison', 'nl-NL': 'Bezorginformatie', 'sv-SE': 'Leveransinfo' },
  'See gift': { 'fr-FR': 'Voir le cadeau', 'nl-NL': 'Bekijk het cadeau', 'sv-SE': 'Se gåvan' },
  'Terms apply': { 'fr-FR': 'Conditions applicables', 'nl-NL': 'Voorwaarden van toepassing', 'sv-SE': 'Villkor gäller' },
  'Ends soon': { 'fr-FR': 'Se termine bientôt', 'nl-NL': 'Eindigt binnenkort', 'sv-SE': 'Slutar snart' },
  '25% off coats with code COSY25': { 'fr-FR': '-25 % sur les manteaux avec le code COSY25', 'nl-NL': '25% korting op jassen met code COSY25', 'sv-SE': '25 % rabatt på kappor med koden COSY25' },
  'Extra 20% off: now {discountedPrice}': { 'fr-FR': '20 % de remise en plus : maintenant {discountedPrice}', 'nl-NL': 'Extra 20% korting: nu {discountedPrice}', 'sv-SE': 'Extra 20 % rabatt: nu {discountedPrice}' },
  'Free delivery on orders over {freeDeliveryFrom}': { 'fr-FR': 'Livraison offerte dès {freeDeliveryFrom} d’achat', 'nl-NL': 'Gratis bezorging vanaf {freeDeliveryFrom}', 'sv-SE': 'Fri frakt över {freeDeliveryFrom}' },
  'From {priceRangeFromLower}': { 'fr-FR': 'À partir de {priceRangeFromLower}', 'nl-NL': 'Vanaf {priceRangeFromLower}', 'sv-SE': 'Från {priceRangeFromLower}' },
  'up to {priceRangeFromUpper}': { 'fr-FR': 'jusqu’à {priceRangeFromUpper}', 'nl-NL': 'tot {priceRangeFromUpper}', 'sv-SE': 'upp till {priceRangeFromUpper}' },
  'Was {priceRangeFromUpper}, now from {priceRangeFromLower}': {
    'fr-FR': 'Avant {priceRangeFromUpper}, maintenant dès {priceRangeFromLower}',
    'nl-NL': 'Was {priceRangeFromUpper}, nu vanaf {priceRangeFromLower}',
    'sv-SE': 'Tidigare {priceRangeFromUpper}, nu från {priceRangeFromLower}',
  },
  New: { 'fr-FR': 'Nouveau', 'nl-NL': 'Nieuw', 'sv-SE': 'Nyhet' },
  'New season': { 'fr-FR': 'Nouvelle saison', 'nl-NL': 'Nieuw seizoen', 'sv-SE': 'Ny säsong' },
  Bestseller: { 'fr-FR': 'Meilleure vente', 'nl-NL': 'Bestseller', 'sv-SE': 'Bästsäljare' },
  Exclusive: { 'fr-FR': 'Exclusivité', 'nl-NL': 'Exclusief', 'sv-SE': 'Exklusivt' },
  'Online exclusive': { 'fr-FR': 'Exclusivité en ligne', 'nl-NL': 'Online exclusief', 'sv-SE': 'Exklusivt online' },
  'Limited edition': { 'fr-FR': 'Édition limitée', 'nl-NL': 'Gelimiteerde editie', 'sv-SE': 'Begränsad upplaga' },
  'Responsibly sourced': { 'fr-FR': 'Approvisionnement responsable', 'nl-NL': 'Verantwoord ingekocht', 'sv-SE': 'Ansvarsfullt inköpt' },
  'Wide fit available': { 'fr-FR': 'Existe en coupe large', 'nl-NL': 'Ook in brede pasvorm', 'sv-SE': 'Finns i bred passform' },
  'Bulky item': { 'fr-FR': 'Article volumineux', 'nl-NL': 'Groot artikel', 'sv-SE': 'Skrymmande vara' },
  'Menswear edit': { 'fr-FR': 'Sélection homme', 'nl-NL': 'Herenselectie', 'sv-SE': 'Herrurval' },
  'Cosy picks': { 'fr-FR': 'Sélection cocooning', 'nl-NL': 'Knusse favorieten', 'sv-SE': 'Mysiga favoriter' },
};

const say = (text: string | undefined, locale: FasciaSettings['locale']) => (text === undefined || locale === 'en-GB' ? text : (BADGE_TEXTS[text]?.[locale] ?? text));

/** The badge in the locale's words (its texts and link name). */
export function localiseBadge<B extends BadgeConfig>(badge: B, locale: FasciaSettings['locale']): B {
  if (locale === 'en-GB') return badge;
  const text2 = say(badge.text2, locale);
  const linkName = say(badge.linkName, locale);
  return { ...badge, text1: say(badge.text1, locale) ?? badge.text1, ...(text2 !== undefined ? { text2 } : {}), ...(linkName !== undefined ? { linkName } : {}) };
}
