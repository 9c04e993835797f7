// The sign-up page (/sign-up, spec 2's routes: ?redirect= the page to go back
// to, &registrationPath=wishlist when saving to the wishlist brought the
// shopper here). A first name, an email address and a password; the same
// rules in the page and the api (shared-contracts account/sign-up). The new
// customer is signed in at once, their guest bag kept, and goes back to the
// page they came from (a path of this site only). The server draws the form,
// so it is there before the scripts.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { emit, track } from '@storefront/shared-contracts/events/bus';
import { returnPath, signUpProblems, type SignUpProblems } from '@storefront/shared-contracts/account/sign-up';
import type { BootData } from '../boot';
import { announceSignedIn } from '../session/announce';
import { loadLoginPage } from '../session/loginApi';
import { ErrorBanner, SignInField } from '../session/SignInField';
import { register } from './accountApi';
import { AccountPage, useSignedInUser } from './AccountPage';
import { SignedInNotice } from './notices';
import { useScriptsReady } from './ready';

type Field = keyof SignUpProblems;
const FIELDS: Field[] = ['firstName', 'email', 'password'];

export interface SignUpPageProps {
  boot: BootData;
  /** Where the page goes once signed up; the browser's address by default. */
  navigate?(path: string): void;
}

export function SignUpPage({ boot, navigate = (path) => window.location.assign(path) }: SignUpPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const back = returnPath(boot.route.query.redirect);
  const forWishlist = boot.route.query.registrationPath === 'wishlist';
  // Signed in meanwhile (the sign-in dialog, another tab): nothing to make.
  const user = useSignedInUser(boot);
  // The button waits for the scripts (see the form). The fields keep their own
  // values, so what was typed before the scripts ran stays; read on sending.
  const ready = useScriptsReady();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = { firstName: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const values = { firstName: String(data.get('firstName') ?? ''), email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const problems = signUpProblems(values);
    const found = Object.fromEntries(FIELDS.flatMap((field) => (problems[field] ? [[field, t(`signUp.${problems[field]}`)]] : []))) as Partial<Record<Field, string>>;
    show(found);
    setBanner(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { csrf } = await loadLoginPage();
      const result = await register({ csrf, ...values });
      if (result.ok) {
        announceSignedIn(result.session, result.cart);
        track('sign_up', { method: 'page', ...(forWishlist ? { registrationPath: 'wishlist' } : {}) });
        navigate(back);
        return;
      }
      if (result.field) show({ [result.field]: t(`signUp.${result.problem}`, { defaultValue: t('signUp.error') }) });
      else setBanner(t(result.status === 429 ? 'signUp.tooMany' : 'signUp.error'));
    } catch {
      setBanner(t('signUp.error'));
    }
    setSubmitting(false);
  };

  const field = (name: Field, type: 'text' | 'email' | 'password', autoComplete: string, hint?: string) => (
    <SignInField
      ref={inputs[name]}
      id={`${id}-${name}`}
      errorId={`${id}-${name}-error`}
      label={t(`signUp.${name}`)}
      {...(hint ? { hint } : {})}
      type={type}
      name={name}
      autoComplete={autoComplete}
      error={errors[name] ?? null}
    />
  );

  return (
    <AccountPage title={t('signUp.title')}>
      {user ? (
        <SignedInNotice message={t('signUp.signedIn', { email: user.email ?? '' })} href={back} />
      ) : (
        <>
          <p className="sf-signin-intro">{forWishlist ? t('signUp.introWishlist') : t('signUp.intro')}</p>
          {banner ? <ErrorBanner>{banner}</ErrorBanner> : null}
          {/* POST and a button that waits for the scripts: a form sent before them must not put a password in an address. */}
          <form className="sf-signin-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting || undefined}>
            {field('firstName', 'text', 'given-name')}
            {field('email', 'email', 'email')}
            {field('password', 'password', 'new-password', t('signUp.passwordHint'))}
            {submitting ? (
              <p role="status" className="sf-signin-status">
                {t('signUp.creating')}
              </p>
            ) : null}
            <button type="submit" className="sf-signin-submit" disabled={!ready || submitting}>
              {t('signUp.submit')}
            </button>
          </form>
          <p className="sf-signin-links">
            <span>{t('signUp.haveAccount')}</span>
            <button type="button" className="sf-signup-signin" disabled={!ready} onClick={() => emit('session:sign-in-requested', { reason: 'account', returnTo: back })}>
              {t('signUp.signIn')}
            </button>
          </p>
        </>
      )}
    </AccountPage>
  );
}
