// The sign-up form's rules (spec 2's /sign-up route), the same in the page
// and in the api: a first name, an email address and a password of at least
// eight characters with a letter and a digit. The page says which field is
// wrong before it sends anything; the api checks again and decides the rest
// (an address already registered).

/** The HTML standard's definition of a valid email address (what type="email" accepts). */
export const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const FIRST_NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export interface SignUpForm {
  firstName: string;
  email: string;
  password: string;
}

export interface SignUpProblems {
  firstName?: 'firstNameRequired' | 'firstNameTooLong';
  email?: 'emailRequired' | 'emailInvalid';
  password?: 'passwordTooShort' | 'passwordTooLong' | 'passwordWeak';
}

/**
 * Each problem in English: the api's answer, and the English page's words (the
 * shell's en-GB catalogue spreads these, its other languages translate them).
 */
export const SIGN_UP_PROBLEM_MESSAGES: Record<NonNullable<SignUpProblems[keyof SignUpProblems]>, string> = {
  firstNameRequired: 'Please enter your first name.',
  firstNameTooLong: 'Your first name can be at most 80 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: 'Your password needs at least 8 characters.',
  passwordTooLong: 'Your password can be at most 1,024 characters.',
  passwordWeak: 'Your password needs at least one letter and one number.',
};

export const ACCOUNT_EXISTS_MESSAGE = 'There is already an account for this email address. Sign in, or reset your password.';

/** The email address's problem, if any (sign-up, and asking for a password reset or a sign-in link). */
export function emailProblem(email: string): SignUpProblems['email'] {
  const address = email.trim();
  if (address === '') return 'emailRequired';
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL.test(address)) return 'emailInvalid';
  return undefined;
}

/** A new password's problem, if any (sign-up, and choosing a new password after a reset). */
export function passwordProblem(password: string): SignUpProblems['password'] {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'passwordWeak';
  return undefined;
}

export function signUpProblems({ firstName, email, password }: SignUpForm): SignUpProblems {
  const problems: SignUpProblems = {};
  const name = firstName.trim();
  if (name === '') problems.firstName = 'firstNameRequired';
  else if (name.length > FIRST_NAME_MAX_LENGTH) problems.firstName = 'firstNameTooLong';
  const emailIs = emailProblem(email);
  if (emailIs) problems.email = emailIs;
  const passwordIs = passwordProblem(password);
  if (passwordIs) problems.password = passwordIs;
  return problems;
}

/**
 * Where the page goes once the account is made: the `redirect` it was given
 * when that is a path of this site, else the home page. An address elsewhere
 * ("//evil.example", "https://…", "javascript:…") is never followed.
 */
export function returnPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  try {
    const url = new URL(redirect, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
