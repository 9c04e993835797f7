// The sign-in form's CSS, put in the page by the modal itself when it opens
// (and by the account pages, which share the form's fields, banner and
// button). The shell's server renders those pages without a CSS loader, so
// a stylesheet import here would break server rendering. Prefixed sf-signin-.
// The dialog itself (backdrop, panel, header, close button, a bottom sheet on
// a phone) is the shared dialog's look (SignInModal.tsx): here only its width
// and that it opens over any other dialog (a sign-in asked for from quick add).
export const SIGN_IN_CSS = `
.sf-signin-backdrop{z-index:1100}
.sf-signin-dialog{--sf-dialog-width:420px}
.sf-signin-intro{margin:0 0 16px;color:#4d4d4d}
.sf-signin-banner{margin:0 0 16px;padding:12px;border-left:4px solid #b3261e;background:#fdecea;color:#7a1a14}
.sf-signin-form{display:flex;flex-direction:column;gap:16px}
.sf-signin-field{display:flex;flex-direction:column;gap:6px}
.sf-signin-label{font-weight:600;font-size:.875rem}
.sf-signin-input{box-sizing:border-box;min-height:44px;padding:10px 12px;border:1px solid #767676;border-radius:2px;font:inherit}
.sf-signin-input[aria-invalid=true]{border-color:#b3261e}
.sf-signin-error{margin:0;color:#b3261e;font-size:.875rem}
.sf-signin-hint{margin:0;color:#4d4d4d;font-size:.875rem}
.sf-signin-submit{min-height:48px;border:1px solid #111;border-radius:2px;background:#111;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.sf-signin-submit:disabled{border-color:#c8c8c8;background:#e6e6e6;color:#4d4d4d;cursor:not-allowed}
.sf-signin-submit[aria-busy=true]{cursor:progress}
.sf-signin-links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin:16px 0 0}
.sf-signin-links a{color:inherit;padding:4px 0}
.sf-signin-status{margin:0;color:#4d4d4d;font-size:.875rem}
.sf-signin-submit:focus-visible,.sf-signin-input:focus-visible,.sf-signin-links a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;
