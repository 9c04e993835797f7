// The api's refusals that a shopper reads, in the fascia's language. The
// remotes show the api's message as it comes (spec 1 and 2: "the server's
// error message is shown"), and a French shopper should not read English, so
// the error handler says these in the request's fascia's language. The
// sentence is found by its code and, where one code has several sentences,
// by its English; its numbers come from the error's params. Anything not here
// (requests only a developer sends wrong) stays English.
import type { FasciaSettings } from '@storefront/shared-contracts';

type Locale = FasciaSettings['locale'];
type Params = Readonly<Record<string, number>>;
type Sentence = (params: Params) => string;
type Translated = Record<Exclude<Locale, 'en-GB'>, Sentence>;

// The English of the codes that have several sentences, here so that the
// modules that throw them and this one share them without importing each other.
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const WISHLIST_SIGN_IN_MESSAGE = 'Please sign in to save items to your wishlist.';
export const CSRF_MESSAGE = 'Your session has expired. Please refresh the page and try again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Your email or password is incorrect.';
export const LINK_EXPIRED_MESSAGE = 'This link has expired or has already been used. Please ask for a new one.';
export const VERSION_REQUIRED_MESSAGE = 'We could not tell which version of your bag this change is for. Please refresh the page and try again.';
export const STALE_CART_MESSAGE = 'Your bag has changed since this page showed it (perhaps in another tab). Here it is as it is now: please check it and try again.';
export const LINE_NOT_FOUND_MESSAGE = 'This item is no longer in your bag.';

const n = (params: Params, name: string) => params[name] ?? 0;

/** By code; `english`: only that sentence of the code (others stay English). */
const SENTENCES: Record<string, { english?: string; say: Translated }> = {
  OUT_OF_STOCK: {
    say: {
      'fr-FR': () => 'Désolé, cet article est en rupture de stock.',
      'nl-NL': () => 'Sorry, dit artikel is uitverkocht.',
      'sv-SE': () => 'Tyvärr är den här varan slut i lager.',
    },
  },
  INSUFFICIENT_STOCK: {
    say: {
      'fr-FR': (p) =>
        `Désolé, il ne reste que ${n(p, 'available')} exemplaire${n(p, 'available') > 1 ? 's' : ''} de cet article` +
        (n(p, 'inBag') > 0 ? ` et vous en avez déjà ${n(p, 'inBag')} dans votre panier.` : '.'),
      'nl-NL': (p) =>
        `Sorry, er ${n(p, 'available') === 1 ? 'is' : 'zijn'} maar ${n(p, 'available')} van dit artikel beschikbaar` +
        (n(p, 'inBag') > 0 ? ` en je hebt er al ${n(p, 'inBag')} in je winkelmand.` : '.'),
      'sv-SE': (p) => `Tyvärr finns bara ${n(p, 'available')} av den här varan` + (n(p, 'inBag') > 0 ? ` och du har redan ${n(p, 'inBag')} i varukorgen.` : '.'),
    },
  },
  LINE_LIMIT: {
    say: {
      'fr-FR': (p) =>
        n(p, 'room') === 0
          ? `Vous avez déjà le maximum de ${n(p, 'max')} exemplaires de cet article dans votre panier.`
          : `Vous pouvez encore ajouter ${n(p, 'room')} exemplaire${n(p, 'room') > 1 ? 's' : ''} de cet article (la limite est de ${n(p, 'max')} par article).`,
      'nl-NL': (p) =>
        n(p, 'room') === 0
          ? `Je hebt al het maximum van ${n(p, 'max')} van dit artikel in je winkelmand.`
          : `Je kunt nog ${n(p, 'room')} van dit artikel toevoegen (het maximum is ${n(p, 'max')} per artikel).`,
      'sv-SE': (p) =>
        n(p, 'room') === 0
          ? `Du har redan maxantalet ${n(p, 'max')} av den här varan i varukorgen.`
          : `Du kan lägga till ${n(p, 'room')} till av den här varan (högst ${n(p, 'max')} per vara).`,
    },
  },
  NOT_SOLD_HERE: {
    say: {
      'fr-FR': () => "Cet article n'est pas vendu sur ce site.",
      'nl-NL': () => 'Dit artikel wordt niet op deze site verkocht.',
      'sv-SE': () => 'Den här varan säljs inte på den här webbplatsen.',
    },
  },
  STALE_CART: {
    english: STALE_CART_MESSAGE,
    say: {
      'fr-FR': () => "Votre panier a changé depuis l'affichage de cette page (peut-être dans un autre onglet). Le voici tel qu'il est maintenant : vérifiez-le et réessayez.",
      'nl-NL': () => 'Je winkelmand is veranderd sinds deze pagina hem toonde (misschien in een ander tabblad). Zo ziet hij er nu uit: controleer hem en probeer het opnieuw.',
      'sv-SE': () => 'Din varukorg har ändrats sedan sidan visade den (kanske i en annan flik). Så här ser den ut nu: kontrollera den och försök igen.',
    },
  },
  LINE_NOT_FOUND: {
    english: LINE_NOT_FOUND_MESSAGE,
    say: {
      'fr-FR': () => "Cet article n'est plus dans votre panier.",
      'nl-NL': () => 'Dit artikel zit niet meer in je winkelmand.',
      'sv-SE': () => 'Den här varan finns inte längre i din varukorg.',
    },
  },
  VERSION_REQUIRED: {
    english: VERSION_REQUIRED_MESSAGE,
    say: {
      'fr-FR': () => "Nous n'avons pas pu savoir à quelle version de votre panier cette modification s'applique. Veuillez actualiser la page et réessayer.",
      'nl-NL': () => 'We konden niet zien voor welke versie van je winkelmand deze wijziging is. Vernieuw de pagina en probeer het opnieuw.',
      'sv-SE': () => 'Vi kunde inte avgöra vilken version av varukorgen ändringen gäller. Ladda om sidan och försök igen.',
    },
  },
  SIGN_IN_REQUIRED: {
    english: WISHLIST_SIGN_IN_MESSAGE,
    say: {
      'fr-FR': () => 'Veuillez vous connecter pour ajouter des articles à votre liste de souhaits.',
      'nl-NL': () => 'Log in om artikelen op je verlanglijst te zetten.',
      'sv-SE': () => 'Logga in för att spara varor i din önskelista.',
    },
  },
  CSRF: {
    english: CSRF_MESSAGE,
    say: {
      'fr-FR': () => 'Votre session a expiré. Veuillez actualiser la page et réessayer.',
      'nl-NL': () => 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
      'sv-SE': () => 'Din session har gått ut. Ladda om sidan och försök igen.',
    },
  },
  INVALID_CREDENTIALS: {
    english: INVALID_CREDENTIALS_MESSAGE,
    say: {
      'fr-FR': () => 'Votre e-mail ou votre mot de passe est incorrect.',
      'nl-NL': () => 'Je e-mailadres of wachtwoord is onjuist.',
      'sv-SE': () => 'Din e-postadress eller ditt lösenord är fel.',
    },
  },
  TOO_MANY_ATTEMPTS: {
    say: {
      'fr-FR': (p) => `Trop de tentatives de connexion. Veuillez réessayer dans ${n(p, 'minutes')} minute${n(p, 'minutes') > 1 ? 's' : ''}, ou réinitialisez votre mot de passe.`,
      'nl-NL': (p) => `Te veel inlogpogingen. Probeer het over ${n(p, 'minutes')} ${n(p, 'minutes') === 1 ? 'minuut' : 'minuten'} opnieuw, of stel je wachtwoord opnieuw in.`,
      'sv-SE': (p) => `För många inloggningsförsök. Försök igen om ${n(p, 'minutes')} ${n(p, 'minutes') === 1 ? 'minut' : 'minuter'}, eller återställ ditt lösenord.`,
    },
  },
  TOO_MANY_REQUESTS: {
    say: {
      'fr-FR': () => 'Trop de demandes depuis cet endroit en peu de temps. Veuillez réessayer plus tard.',
      'nl-NL': () => 'Te veel verzoeken vanaf hier in korte tijd. Probeer het later opnieuw.',
      'sv-SE': () => 'För många förfrågningar härifrån på kort tid. Försök igen senare.',
    },
  },
  LINK_EXPIRED: {
    english: LINK_EXPIRED_MESSAGE,
    say: {
      'fr-FR': () => 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
      'nl-NL': () => 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
      'sv-SE': () => 'Länken har gått ut eller redan använts. Begär en ny.',
    },
  },
  SERVER_ERROR: {
    english: SERVER_ERROR_MESSAGE,
    say: {
      'fr-FR': () => 'Un problème est survenu de notre côté. Veuillez réessayer.',
      'nl-NL': () => 'Er ging bij ons iets mis. Probeer het opnieuw.',
      'sv-SE': () => 'Något gick fel hos oss. Försök igen.',
    },
  },
};

/** The error's message in the locale, when it is one a shopper reads and it is known; else as written. */
/** What of a refusal (errors.ts HttpError) its sentence is found by. */
export interface Refusal {
  code: string;
  message: string;
  params?: Params | undefined;
}

export function shopperMessage(error: Refusal, locale: Locale): string {
  if (locale === 'en-GB') return error.message;
  const sentence = SENTENCES[error.code];
  if (!sentence || (sentence.english !== undefined && sentence.english !== error.message)) return error.message;
  return sentence.say[locale](error.params ?? {});
}
