// The account pages' CSS (sign-up, password reset, sign-in link) beside the
// sign-in form's (session/styles.ts), whose field, banner and button rules
// they share. Prefixed sf-signup- and sf-account-.
export const SIGN_UP_CSS = `
.sf-signup{box-sizing:border-box;max-width:440px;margin:0 auto;padding:24px 16px 48px}
.sf-signup-title{margin:0 0 8px;font-size:1.5rem;line-height:2rem}
.sf-signup-signin{min-height:44px;padding:0 4px;border:0;background:none;color:inherit;font:inherit;text-decoration:underline;cursor:pointer}
.sf-signup-continue{display:inline-flex;align-items:center;min-height:48px;padding:0 24px;border:1px solid #111;background:#111;color:#fff;font-weight:600;text-decoration:none}
.sf-signup-signin:focus-visible,.sf-signup-continue:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.sf-signup .sf-signin-links{align-items:center;justify-content:flex-start}
.sf-account-sent:not(:empty){margin:0 0 16px;padding:12px;border-left:4px solid #1b5e20;background:#edf7ed;color:#1b5e20}
.sf-account-wide{width:100%}
`;
