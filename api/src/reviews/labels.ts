// The reviews provider's own words, in the shopper's language: secondary
// ratings' names and ends, the keyword chips and the summary's framing and
// disclaimer. A reviews provider answers them in the locale asked for, so
// this one does too, in the fascia's locale (http/fascia.ts). Reviews are
// stored with the English words (the provider's canonical ones) and put into
// the locale's as they are answered, found by their English. Review titles,
// texts, names and the sentences a summary quotes are the reviewers' own:
// they stay as written.
import type { FasciaSettings, ReviewSecondaryRating } from '@storefront/shared-contracts';
import { FEATURES } from './features';

export type ReviewLocale = FasciaSettings['locale'];
type Translated = Record<Exclude<ReviewLocale, 'en-GB'>, string>;
type SecondaryWords = Required<Pick<ReviewSecondaryRating, 'label' | 'minLabel' | 'maxLabel'>>;

/** Each secondary rating's name and the words at either end of its scale. */
export const SECONDARY_WORDS = {
  fit: {
    'en-GB': { label: 'Fit', minLabel: 'Runs small', maxLabel: 'Runs large' },
    'fr-FR': { label: 'Coupe', minLabel: 'Taille petit', maxLabel: 'Taille grand' },
    'nl-NL': { label: 'Pasvorm', minLabel: 'Valt klein', maxLabel: 'Valt groot' },
    'sv-SE': { label: 'Passform', minLabel: 'Liten i storleken', maxLabel: 'Stor i storleken' },
  },
  quality: {
    'en-GB': { label: 'Quality', minLabel: 'Poor', maxLabel: 'Excellent' },
    'fr-FR': { label: 'Qualité', minLabel: 'Médiocre', maxLabel: 'Excellente' },
    'nl-NL': { label: 'Kwaliteit', minLabel: 'Slecht', maxLabel: 'Uitstekend' },
    'sv-SE': { label: 'Kvalitet', minLabel: 'Dålig', maxLabel: 'Utmärkt' },
  },
  comfort: {
    'en-GB': { label: 'Comfort', minLabel: 'Uncomfortable', maxLabel: 'Very comfortable' },
    'fr-FR': { label: 'Confort', minLabel: 'Inconfortable', maxLabel: 'Très confortable' },
    'nl-NL': { label: 'Comfort', minLabel: 'Oncomfortabel', maxLabel: 'Zeer comfortabel' },
    'sv-SE': { label: 'Komfort', minLabel: 'Obekväm', maxLabel: 'Mycket bekväm' },
  },
  value: {
    'en-GB': { label: 'Value', minLabel: 'Poor value', maxLabel: 'Great value' },
    'fr-FR': { label: 'Rapport qualité-prix', minLabel: 'Médiocre', maxLabel: 'Excellent' },
    'nl-NL': { label: 'Prijs-kwaliteitverhouding', minLabel: 'Slecht', maxLabel: 'Uitstekend' },
    'sv-SE': { label: 'Prisvärdhet', minLabel: 'Inte prisvärd', maxLabel: 'Mycket prisvärd' },
  },
} as const satisfies Record<string, Record<ReviewLocale, SecondaryWords>>;

const SECONDARY_BY_ENGLISH = new Map<string, Record<ReviewLocale, SecondaryWords>>(
  Object.values(SECONDARY_WORDS).map((words) => [words['en-GB'].label, words]),
);

/** Secondary ratings (stored in English) with the locale's words; one not known keeps its own. */
export function localiseSecondary(ratings: readonly ReviewSecondaryRating[], locale: ReviewLocale): ReviewSecondaryRating[] {
  if (locale === 'en-GB') return [...ratings];
  return ratings.map((rating) => {
    const words = SECONDARY_BY_ENGLISH.get(rating.label);
    return words ? { ...rating, ...words[locale] } : rating;
  });
}

/**
 * The keyword chips' words (the `feature` of GET /_api/reviews/features, sent
 * back as its `feature` filter). English keeps the keyword itself: 'color',
 * which the page shows as 'colour' (spec 2).
 */
export const FEATURE_WORDS: Readonly<Record<string, Translated>> = {
  fit: { 'fr-FR': 'coupe', 'nl-NL': 'pasvorm', 'sv-SE': 'passform' },
  size: { 'fr-FR': 'taille', 'nl-NL': 'maat', 'sv-SE': 'storlek' },
  color: { 'fr-FR': 'couleur', 'nl-NL': 'kleur', 'sv-SE': 'färg' },
  quality: { 'fr-FR': 'qualité', 'nl-NL': 'kwaliteit', 'sv-SE': 'kvalitet' },
  material: { 'fr-FR': 'matière', 'nl-NL': 'materiaal', 'sv-SE': 'material' },
  comfort: { 'fr-FR': 'confort', 'nl-NL': 'comfort', 'sv-SE': 'komfort' },
  length: { 'fr-FR': 'longueur', 'nl-NL': 'lengte', 'sv-SE': 'längd' },
  price: { 'fr-FR': 'prix', 'nl-NL': 'prijs', 'sv-SE': 'pris' },
  shade: { 'fr-FR': 'teinte', 'nl-NL': 'tint', 'sv-SE': 'nyans' },
  coverage: { 'fr-FR': 'couvrance', 'nl-NL': 'dekking', 'sv-SE': 'täckning' },
  texture: { 'fr-FR': 'texture', 'nl-NL': 'textuur', 'sv-SE': 'konsistens' },
  scent: { 'fr-FR': 'parfum', 'nl-NL': 'geur', 'sv-SE': 'doft' },
  finish: { 'fr-FR': 'fini', 'nl-NL': 'finish', 'sv-SE': 'finish' },
};

/** A feature keyword as the locale's chip says it. */
export function featureWord(feature: string, locale: ReviewLocale): string {
  return locale === 'en-GB' ? feature : (FEATURE_WORDS[feature]?.[locale] ?? feature);
}

/** The feature keyword a chip's word names in the locale (or the keyword itself); undefined for none. */
export function featureOfWord(word: string, locale: ReviewLocale): string | undefined {
  const wanted = word.trim().toLocaleLowerCase(locale);
  return FEATURES.find((feature) => feature === wanted || featureWord(feature, locale) === wanted);
}

/** The summary's own sentences around the reviewers' quotes, and its disclaimer. */
export const SUMMARY_WORDS: Record<ReviewLocale, { mentions(list: string): string; critics: string; disclaimer: string }> = {
  'en-GB': {
    mentions: (list) => `Reviewers most often mention the ${list}.`,
    critics: 'Less happy reviewers say:',
    disclaimer: 'This summary was put together automatically from the text of customer reviews. It may not reflect every reviewer’s experience.',
  },
  'fr-FR': {
    mentions: (list) => `Les clients évoquent le plus souvent : ${list}.`,
    critics: 'Les clients moins satisfaits disent :',
    disclaimer: 'Ce résumé a été rédigé automatiquement à partir du texte des avis clients. Il ne reflète pas forcément l’expérience de chaque client.',
  },
  'nl-NL': {
    mentions: (list) => `Reviewers noemen het vaakst: ${list}.`,
    critics: 'Minder tevreden reviewers zeggen:',
    disclaimer: 'Deze samenvatting is automatisch samengesteld uit de tekst van klantreviews. Ze geeft niet per se de ervaring van elke reviewer weer.',
  },
  'sv-SE': {
    mentions: (list) => `Recensenterna nämner oftast: ${list}.`,
    critics: 'Mindre nöjda recensenter säger:',
    disclaimer: 'Den här sammanfattningen har skapats automatiskt utifrån texten i kundrecensioner. Den speglar inte nödvändigtvis varje recensents upplevelse.',
  },
};
