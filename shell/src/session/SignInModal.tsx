// The sign-in modal (spec 2 §2, §4, §5, §7, §8): opening loads /login for the
// csrf token; the form posts csrf, username and password to /login. On success
// the session is stored for the tab, announced (session:changed) and the
// modal closes; the server's error message shows in a banner.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, track, wishlistSignInLink, type EventPayload, type SessionSummary, type WishlistItem } from '@storefront/shared-contracts';
import { loadLoginPage, LoginPageError, sessionFrom, signIn } from './loginApi';
import { ShellI18n } from '../i18n/ShellI18n';
import { announceSignedIn } from './announce';
import { SIGN_IN_CSS } from './styles';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { validateSignIn, type SignInFieldErrors } from './validation';

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

/** A refusal said over the form (the sign-in dialog's and the account pages'). */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="sf-signin-banner">
      {children}
    </div>
  );
}

/**
 * A labelled field of the form, its hint and its error under it, both named as
 * its description (the sign-in dialog's and the sign-up page's fields).
 */
export function SignInField({
  ref,
  id,
  errorId,
  label,
  hint,
  error,
  onChange,
  ...input
}: {
  ref: Ref<HTMLInputElement>;
  id: string;
  errorId: string;
  label: string;
  /** Said under the label, before the shopper types (the password's rules). */
  hint?: string;
  type: 'email' | 'password' | 'text';
  name: string;
  autoComplete: string;
  /** Without it the field keeps what the shopper typed itself (typed before the page's scripts ran, too). */
  value?: string;
  /** What an uncontrolled field starts with (an address the link carried). */
  defaultValue?: string;
  error: string | null;
  onChange?(value: string): void;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="sf-signin-field">
      <label className="sf-signin-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="sf-signin-hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        className="sf-signin-input"
        required
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(onChange ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : {})}
      />
      {error ? (
        <p id={errorId} className="sf-signin-error">
          {error}
        </p>
      ) : null}
    </div>
  );
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
      classes={dialogClasses}
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

const dialogClasses = { backdrop: 'sf-signin-backdrop', dialog: 'sf-signin-dialog', header: 'sf-signin-header', title: 'sf-signin-title', close: 'sf-signin-close' };
