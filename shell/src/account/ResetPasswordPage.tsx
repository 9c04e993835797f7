// The password reset page (spec 2's /reset-password?email=, the sign-in
// dialog's "Forgotten password?"). Without a token it asks for the address to
// mail a link to; the mailed link brings the shopper back with ?token=, to
// choose a new password by the sign-up's rules. Saving signs the shopper in
// here and out everywhere else; a used or expired link says so and offers a
// new one. The server draws both forms.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { passwordProblem } from '@storefront/shared-contracts/account/sign-up';
import { routes } from '@storefront/shared-contracts';
import type { BootData } from '../boot';
import { announceSignedIn } from '../session/announce';
import { loadLoginPage } from '../session/loginApi';
import { ErrorBanner, SignInField } from '../session/SignInField';
import { resetPassword } from './accountApi';
import { AccountPage } from './AccountPage';
import { LinkRequestForm } from './LinkRequestForm';
import { LinkExpiredNotice, SignedInNotice } from './notices';
import { useScriptsReady } from './ready';

export function ResetPasswordPage({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  const token = boot.route.query.token;
  return (
    <AccountPage title={token ? t('resetPassword.newTitle') : t('resetPassword.title')}>
      {token ? <NewPasswordForm token={token} /> : <LinkRequestForm kind="resetPassword" boot={boot} />}
    </AccountPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ready = useScriptsReady();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [state, setState] = useState<{ is: 'form' | 'saving' | 'expired' } | { is: 'saved'; email: string }>({ is: 'form' });

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.is !== 'form') return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBanner(null);
    const problem = passwordProblem(password);
    if (problem) return refuse(t(`signUp.${problem}`));
    setError(null);
    setState({ is: 'saving' });
    try {
      const { csrf } = await loadLoginPage();
      const result = await resetPassword({ csrf, token, password });
      if (result.ok) {
        announceSignedIn(result.session, result.cart);
        setState({ is: 'saved', email: result.session.user.email ?? '' });
        return;
      }
      if (!result.field && (result.error === 'LINK_EXPIRED' || result.error === 'TOKEN_REQUIRED')) return setState({ is: 'expired' });
      if (result.field === 'password') refuse(t(`signUp.${result.problem}`, { defaultValue: t('resetPassword.error') }));
      else setBanner(t('resetPassword.error'));
    } catch {
      setBanner(t('resetPassword.error'));
    }
    setState({ is: 'form' });
  };

  return (
    <>
      {state.is === 'saved' ? (
        <SignedInNotice message={t('resetPassword.saved', { email: state.email })} href="/" />
      ) : state.is === 'expired' ? (
        <LinkExpiredNotice askAgain={routes.resetPassword()} />
      ) : (
        <>
          <p className="sf-signin-intro">{t('resetPassword.newIntro')}</p>
          {banner ? (
            <ErrorBanner>{banner}</ErrorBanner>
          ) : null}
          <form className="sf-signin-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={state.is === 'saving' || undefined}>
            <SignInField
              ref={input}
              id={`${id}-password`}
              errorId={`${id}-password-error`}
              label={t('resetPassword.password')}
              hint={t('signUp.passwordHint')}
              type="password"
              name="password"
              autoComplete="new-password"
              error={error}
            />
            {state.is === 'saving' ? (
              <p role="status" className="sf-signin-status">
                {t('resetPassword.saving')}
              </p>
            ) : null}
            <button type="submit" className="sf-signin-submit" disabled={!ready || state.is === 'saving'}>
              {t('resetPassword.save')}
            </button>
          </form>
        </>
      )}
    </>
  );
}
