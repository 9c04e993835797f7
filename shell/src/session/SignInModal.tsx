// The sign-in modal (spec 2 §2, §4, §5, §7, §8): opening loads /login for the
// csrf token; the form posts csrf, username and password to /login. On success
// the session is stored for the tab, announced (session:changed) and the
// modal closes; the server's error message shows in a banner.
// Client only: SessionManager loads it (lazily) when a sign-in is asked for,
// and the server never does, for it carries the shared dialog's stylesheet
// (@storefront/shared-contracts/dialog/styles); what the server-drawn account
// pages share of the form is in SignInField.tsx.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, wishlistSignInLink, type EventPayload, type SessionSummary, type WishlistItem } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { loadLoginPage, LoginPageError, sessionFrom, signIn } from './loginApi';
import { ShellI18n } from '../i18n/ShellI18n';
import { announceSignedIn } from './announce';
import { SIGN_IN_CSS } from './styles';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { validateSignIn, type SignInFieldErrors } from './validation';
import { ErrorBanner, SignInField } from './SignInField';

type Reason = EventPayload<'session:sign-in-requested'>['reason'];

export interface SignInModalProps {
  open: boolean;
  onClose(): void;
  /** fascia.locale; English when unknown. */
  locale?: string;
  /** Why sign-in was asked for: a line under the title says so. */
  reason?: Reason;
  /** Where "Create an account" returns to; the current path and query by default. */
  returnTo?: string;
  /** The item a guest was saving (reason `wishlist`): "Email me a sign-in link" carries it, so the link saves it. */
  wishlistItem?: WishlistItem;
  /** Focus goes back here on close; the element focused when it opened by default. */
  returnFocusTo?: HTMLElement | null;
  /** After the session was stored and announced. */
  onSignedIn?(session: SessionSummary): void;
}

export function SignInModal(props: SignInModalProps) {
  // Nothing on the server or while closed; portalled to the body so no
  // ancestor of wherever the shell renders it can clip or restyle it.
  if (!props.open || typeof document === 'undefined') return null;
  // Its own provider for the fascia locale, so it reads the shell's catalogue
  // wherever it is rendered.
  return createPortal(
    <ShellI18n locale={props.locale}>
      <SignInDialog {...props} />
    </ShellI18n>,
    document.body,
  );
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}


function SignInDialog({ onClose, reason, returnTo, wishlistItem, returnFocusTo, onSignedIn }: SignInModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, emailError: `${id}-email-error`, passwordError: `${id}-password-error` };
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [csrf, setCsrf] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef({ onClose, onSignedIn });
  useLayoutEffect(() => {
    latest.current = { onClose, onSignedIn };
  });
  // A second press before React re-renders must not post twice.
  const inFlight = useRef(false);


  useEffect(() => {
    const controller = new AbortController();
    loadLoginPage({ signal: controller.signal }).then(
      (page) => {
        if (!page.user.guest) {
          // Signed in meanwhile (another tab): nothing to ask.
          const session = sessionFrom(page.user, page.cart);
          announceSignedIn(session, page.cart);
          latest.current.onSignedIn?.(session);
          latest.current.onClose();
          return;
        }
        setCsrf(page.csrf);
        if (page.error) setBanner(page.error);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[shell/SignInModal] ${error instanceof Error ? error.message : String(error)}`);
        setBanner((error instanceof LoginPageError ? error.serverMessage : null) ?? t('signIn.loadError'));
      },
    );
    return () => controller.abort();
    // Loaded once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || csrf === null) return;
    const errors = validateSignIn({ email, password });
    setFieldErrors(errors);
    if (errors.email) {
      emailInput.current?.focus();
      return;
    }
    if (errors.password) {
      passwordInput.current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setBanner(null);
    const result = await signIn({ csrf, username: email.trim(), password });
    inFlight.current = false;
    setSubmitting(false);
    if (!result.ok) {
      console.error(`[shell/SignInModal] sign-in failed${result.status === null ? '' : ` (${result.status})`}`);
      setBanner(result.message ?? t('signIn.signInError'));
      return;
    }
    announceSignedIn(result.session, result.cart);
    track('login', { method: 'modal', ...(reason ? { reason } : {}) });
    latest.current.onSignedIn?.(result.session);
    latest.current.onClose();
  };

  const fieldError = (key: keyof SignInFieldErrors) => {
    const code = fieldErrors[key];
    return code ? t(`signIn.${code}`) : null;
  };
  const emailError = fieldError('email');
  const passwordError = fieldError('password');

  return (
    <ModalDialog
      title={t('signIn.title')}
      closeLabel={t('signIn.close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      initialFocus={emailInput}
      classes={classes}
    >
      <style>{SIGN_IN_CSS}</style>
        {reason ? <p className="sf-signin-intro">{t(`signIn.intro.${reason}`)}</p> : null}
        {banner ? (
          <ErrorBanner>{banner}</ErrorBanner>
        ) : null}
        <form className="sf-signin-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={csrf === null || undefined}>
          <SignInField
            ref={emailInput}
            id={ids.email}
            errorId={ids.emailError}
            label={t('signIn.email')}
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            error={emailError}
            onChange={setEmail}
          />
          <SignInField
            ref={passwordInput}
            id={ids.password}
            errorId={ids.passwordError}
            label={t('signIn.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={setPassword}
          />
          {csrf === null && !banner ? (
            <p role="status" className="sf-signin-status">
              {t('signIn.loading')}
            </p>
          ) : null}
          <button type="submit" className="sf-signin-submit" disabled={csrf === null} aria-busy={submitting || undefined}>
            {t('signIn.submit')}
          </button>
        </form>
        <p className="sf-signin-links">
          <a href={routes.resetPassword(email.trim())}>{t('signIn.forgottenPassword')}</a>
          {/* Spec 2: a guest saving to the wishlist may sign in by a mailed link instead. */}
          {reason === 'wishlist' ? <a href={wishlistSignInLink(email.trim(), wishlistItem)}>{t('signIn.emailLink')}</a> : null}
          <span>
            <span>{t('signIn.noAccount')} </span>
            <a href={routes.signUp(returnTo ?? currentAddress(), reason === 'wishlist' ? 'wishlist' : undefined)}>{t('signIn.createAccount')}</a>
          </span>
        </p>
    </ModalDialog>
  );
}

/** The shared dialog's bottom sheet on a phone and centred panel from 768 px up, 420 px wide, over the other dialogs (styles.ts). */
const classes = dialogClasses({ layout: 'sheetOnPhone', padded: true, own: { backdrop: 'sf-signin-backdrop', dialog: 'sf-signin-dialog' } });
