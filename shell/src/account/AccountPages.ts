// The account pages, one route chunk (route-account): sign-up, password reset, sign-in link.
export { SignUpPage } from './SignUpPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignInLinkPage } from './SignInLinkPage';
