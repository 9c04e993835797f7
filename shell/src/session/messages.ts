// The sign-in modal's words in each fascia language. Small and fixed, so a
// plain table rather than a second i18next setup in the shell.
import type { EventPayload, FasciaSettings } from '@storefront/shared-contracts';

type Reason = EventPayload<'session:sign-in-requested'>['reason'];

export interface SignInMessages {
  title: string;
  close: string;
  intro: Record<Reason, string>;
  email: string;
  password: string;
  submit: string;
  loading: string;
  forgottenPassword: string;
  createAccount: string;
  noAccount: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  loadError: string;
  signInError: string;
}

const enGB: SignInMessages = {
  title: 'Sign in',
  close: 'Close',
  intro: {
    wishlist: 'Sign in to save items to your wishlist.',
    premier: 'Sign in to see your Premier delivery benefits.',
    account: 'Sign in to your account.',
  },
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  loading: 'Loading…',
  forgottenPassword: 'Forgotten password?',
  createAccount: 'Create an account',
  noAccount: 'New here?',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  loadError: "Sorry, we couldn't open sign in. Please try again.",
  signInError: "Sorry, we couldn't sign you in. Please try again.",
};

const frFR: SignInMessages = {
  title: 'Se connecter',
  close: 'Fermer',
  intro: {
    wishlist: 'Connectez-vous pour ajouter des articles à votre liste de souhaits.',
    premier: 'Connectez-vous pour voir vos avantages de livraison Premier.',
    account: 'Connectez-vous à votre compte.',
  },
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  loading: 'Chargement…',
  forgottenPassword: 'Mot de passe oublié ?',
  createAccount: 'Créer un compte',
  noAccount: 'Nouveau client ?',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  loadError: "Désolé, nous n'avons pas pu ouvrir la connexion. Veuillez réessayer.",
  signInError: "Désolé, nous n'avons pas pu vous connecter. Veuillez réessayer.",
};

const nlNL: SignInMessages = {
  title: 'Inloggen',
  close: 'Sluiten',
  intro: {
    wishlist: 'Log in om artikelen op je verlanglijst te bewaren.',
    premier: 'Log in om je Premier-bezorgvoordelen te zien.',
    account: 'Log in op je account.',
  },
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Inloggen',
  loading: 'Laden…',
  forgottenPassword: 'Wachtwoord vergeten?',
  createAccount: 'Account aanmaken',
  noAccount: 'Nieuw hier?',
  emailRequired: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  passwordRequired: 'Vul je wachtwoord in.',
  loadError: 'Sorry, we konden het inloggen niet openen. Probeer het opnieuw.',
  signInError: 'Sorry, we konden je niet inloggen. Probeer het opnieuw.',
};

const svSE: SignInMessages = {
  title: 'Logga in',
  close: 'Stäng',
  intro: {
    wishlist: 'Logga in för att spara varor i din önskelista.',
    premier: 'Logga in för att se dina Premier-leveransförmåner.',
    account: 'Logga in på ditt konto.',
  },
  email: 'E-post',
  password: 'Lösenord',
  submit: 'Logga in',
  loading: 'Laddar…',
  forgottenPassword: 'Glömt lösenordet?',
  createAccount: 'Skapa ett konto',
  noAccount: 'Ny kund?',
  emailRequired: 'Ange din e-postadress.',
  emailInvalid: 'Ange en giltig e-postadress.',
  passwordRequired: 'Ange ditt lösenord.',
  loadError: 'Tyvärr kunde vi inte öppna inloggningen. Försök igen.',
  signInError: 'Tyvärr kunde vi inte logga in dig. Försök igen.',
};

export const signInCatalogues: Record<FasciaSettings['locale'], SignInMessages> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

/** The fascia language's words; English for a locale it does not know. */
export function signInMessages(locale: unknown): SignInMessages {
  return typeof locale === 'string' && Object.hasOwn(signInCatalogues, locale) ? signInCatalogues[locale as FasciaSettings['locale']] : enGB;
}
