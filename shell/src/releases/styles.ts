// The release page's CSS (src/releases/), inlined by the page itself as the
// account pages do: the server imports no stylesheet. Prefixed sf-releases-.
export const RELEASES_CSS = `
.sf-releases-banner{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:12px 16px;border-bottom:1px solid #d1d5db;background:#f9fafb}
.sf-releases-banner a{color:#111;font-weight:600}
.sf-releases{box-sizing:border-box;max-width:1100px;margin:0 auto;padding:16px 16px 48px;color:#111}
.sf-releases h1{margin:8px 0;font-size:1.75rem;line-height:2.25rem}
.sf-releases h2{margin:32px 0 8px;font-size:1.35rem}
.sf-releases h3{margin:0;font-size:1.1rem}
.sf-releases-lead{max-width:70ch;color:#374151}
.sf-releases table{border-collapse:collapse;width:100%;margin:8px 0 16px;font-size:.95rem}
.sf-releases caption{text-align:left;font-weight:600;padding:4px 0 8px}
.sf-releases th,.sf-releases td{border-bottom:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top}
.sf-releases thead th{background:#f3f4f6}
.sf-releases td.sf-releases-num{text-align:right;font-variant-numeric:tabular-nums}
.sf-releases-scroll{max-width:100%}
.sf-releases-controls{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-end;margin:8px 0 16px}
.sf-releases-controls label,.sf-releases-token label{display:block;font-weight:600;margin-bottom:4px}
.sf-releases select,.sf-releases input{min-height:44px;padding:0 8px;border:1px solid #4b5563;border-radius:4px;font:inherit;background:#fff;color:#111}
.sf-releases-token{max-width:440px;margin:24px 0;padding:16px;border:1px solid #d1d5db;border-radius:4px}
.sf-releases-token input{width:100%;box-sizing:border-box;margin-bottom:12px}
.sf-releases-button{min-height:44px;padding:0 20px;border:1px solid #111;border-radius:4px;background:#111;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.sf-releases-disclosure{min-height:44px;padding:0 12px;border:1px solid #4b5563;border-radius:4px;background:#fff;color:#111;font:inherit;cursor:pointer}
.sf-releases-button:focus-visible,.sf-releases-disclosure:focus-visible,.sf-releases select:focus-visible,.sf-releases input:focus-visible,.sf-releases-banner a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.sf-releases-error{margin:0 0 12px;padding:12px;border-left:4px solid #b91c1c;background:#fef2f2;color:#7f1d1d}
.sf-releases-figures{display:grid;grid-template-columns:1fr;gap:24px}
.sf-releases-figure{margin:0;padding:12px;border:1px solid #d1d5db;border-radius:4px}
.sf-releases-figure figcaption{margin-bottom:8px}
.sf-releases-figure figcaption span{display:block;color:#374151;font-size:.9rem}
.sf-releases-legend{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 8px;padding:0;list-style:none;font-size:.9rem}
.sf-releases-legend li{display:flex;align-items:center;gap:6px}
.sf-releases-chart{width:100%;min-height:240px}
.sf-releases-loading{display:flex;align-items:center;gap:8px;margin:16px 0}
@media (max-width:600px){.sf-releases th,.sf-releases td{overflow-wrap:anywhere}}
`;
