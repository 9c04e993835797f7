// The sign-in form's parts that the account pages share (sign-up, password
// reset, sign-in link): a field with its hint and error, and the banner of a
// refusal. A module of their own, which the server draws with those pages:
// the sign-in dialog (SignInModal.tsx) carries the shared dialog's stylesheet,
// which the server does not load.
import type { ChangeEvent, ReactNode, Ref } from 'react';

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
