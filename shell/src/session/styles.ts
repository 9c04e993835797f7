// The modal's CSS, put in the page by the modal itself when it opens. The
// shell's server renders its components without a CSS loader, so a stylesheet
// import here would break server rendering. Prefixed sf-signin-.
export const SIGN_IN_CSS = `
.sf-signin-backdrop{position:fixed;inset:0;z-index:1100;display:flex;align-items:flex-end;justify-content:center;background:rgb(0 0 0 / 45%)}
.sf-signin-dialog{box-sizing:border-box;width:100%;max-height:92vh;overflow-y:auto;padding:16px 16px 24px;border-radius:12px 12px 0 0;background:#fff;color:#111}
.sf-signin-dialog:focus{outline:none}
@media (min-width:768px){.sf-signin-backdrop{align-items:center}.sf-signin-dialog{width:420px;padding:24px;border-radius:4px}}
.sf-signin-header{display:flex;align-items:flex-start;justify-content:space-between;gap:12px;margin-bottom:8px}
.sf-signin-title{margin:0;font-size:1.25rem;line-height:1.75rem}
.sf-signin-close{min-width:44px;min-height:44px;margin:-10px -10px 0 0;border:0;background:transparent;color:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
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
.sf-signin-close:focus-visible,.sf-signin-submit:focus-visible,.sf-signin-input:focus-visible,.sf-signin-links a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;
