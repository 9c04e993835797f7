// The sign-in form's rules (spec 2 §5): email (an email address) and password
// are required. Nothing more is checked here; the server decides the rest.

import { EMAIL } from '@storefront/shared-contracts/account/sign-up';

export interface SignInFieldErrors {
  email?: 'emailRequired' | 'emailInvalid';
  password?: 'passwordRequired';
}

export function validateSignIn({ email, password }: { email: string; password: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'emailRequired';
  else if (!EMAIL.test(trimmed)) errors.email = 'emailInvalid';
  if (password === '') errors.password = 'passwordRequired';
  return errors;
}
