// Product image masters drawn as SVG: a shape per product kind in the colour's
// hex, on a studio background, in several views. Images are keyed by
// (shape, colour, view) so there are a few hundred masters, not one per product.
import type { ShapeKind } from '../catalogue';

export interface MasterSpec {
  shape: ShapeKind;
  /** Six hex digits, lower case, no '#'. */
  hex: string;
  view: number;
}

/** Masters are 2:3 (the widest fascia ratio); sizes are resized from them. */
export const MASTER_WIDTH = 1600;
export const MASTER_HEIGHT = 2400;

export function masterId({ shape, hex, view }: MasterSpec): string {
  return `${shape}-${hex}-${view}`;
}

interface Drawing {
  /** Outline of the product in a 1000 x 1500 box. */
  body: string;
  /** Extra marks drawn over the body (seams, buttons, caps...). */
  details: (tone: Tones, view: number) => string;
  /** Where the detail view zooms in. */
  focus: [number, number];
}

interface Tones {
  base: string;
  dark: string;
  light: string;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex, 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 0xff;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.max(0, Math.min(255, Math.round(next))).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const line = (d: string, colour: string, width = 6, opacity = 0.55) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`;
const dot = (x: number, y: number, r: number, colour: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;

const DRAWINGS: Record<ShapeKind, Drawing> = {
  dress: {
    body: 'M400 230 Q500 320 600 230 L680 250 L650 620 Q740 960 820 1310 Q500 1370 180 1310 Q260 960 350 620 L320 250 Z',
    details: (t, view) =>
      line('M352 620 Q500 660 648 620', t.dark, 10) +
      (view === 1 ? line('M500 260 L500 600', t.dark, 4) : line('M420 640 Q470 900 380 1300', t.dark, 4, 0.35)),
    focus: [500, 520],
  },
  top: {
    body: 'M330 360 L425 300 Q500 360 575 300 L670 360 L800 540 L715 600 L670 540 L670 960 Q500 985 330 960 L330 540 L285 600 L200 540 Z',
    details: (t, view) => (view === 1 ? line('M430 320 Q500 350 570 320', t.dark, 6) : line('M425 300 Q500 390 575 300', t.dark, 8)),
    focus: [500, 420],
  },
  shirt: {
    body: 'M330 340 L430 290 L500 330 L570 290 L670 340 L790 900 L710 920 L670 560 L670 1000 Q500 1020 330 1000 L330 560 L290 920 L210 900 Z',
    details: (t, view) =>
      view === 1
        ? line('M360 420 Q500 450 640 420', t.dark, 5)
        : line('M430 290 L500 400 L570 290', t.light, 12, 0.9) +
          line('M500 400 L500 1000', t.dark, 4) +
          [460, 560, 660, 760, 860].map((y) => dot(500, y, 9, t.light)).join(''),
    focus: [500, 420],
  },
  knit: {
    body: 'M320 330 L430 290 Q500 330 570 290 L680 330 L800 980 L720 1000 L670 560 L670 1010 Q500 1030 330 1010 L330 560 L280 1000 L200 980 Z',
    details: (t) =>
      line('M335 970 Q500 990 665 970', t.dark, 18, 0.35) +
      line('M430 290 Q500 350 570 290', t.dark, 14, 0.45) +
      [420, 470, 530, 580].map((x) => line(`M${x} 420 L${x} 940`, t.dark, 3, 0.2)).join(''),
    focus: [500, 380],
  },
  trousers: {
    body: 'M330 230 L670 230 L700 1320 L545 1320 L500 640 L455 1320 L300 1320 Z',
    details: (t, view) =>
      line('M330 290 L670 290', t.dark, 8) +
      (view === 1 ? line('M380 380 L450 380 M550 380 L620 380', t.dark, 6) : line('M500 290 L500 520', t.dark, 5) + dot(500, 260, 10, t.light)),
    focus: [500, 380],
  },
  coat: {
    body: 'M320 260 L430 220 L500 300 L570 220 L680 260 L790 1000 L715 1020 L675 560 L680 1380 Q500 1410 320 1380 L325 560 L285 1020 L210 1000 Z',
    details: (t, view) =>
      view === 1
        ? line('M500 320 L500 1380', t.dark, 4) + line('M360 700 Q500 730 640 700', t.dark, 8)
        : line('M430 220 L470 560 L500 300 M570 220 L530 560', t.dark, 8) + [620, 760, 900].map((y) => dot(540, y, 12, t.dark)).join(''),
    focus: [500, 420],
  },
  shoe: {
    body: 'M300 640 L470 640 L480 960 Q540 1030 660 1060 Q780 1090 790 1170 L790 1210 L300 1210 Z',
    details: (t) =>
      `<rect x="295" y="1190" width="500" height="40" rx="14" fill="${t.dark}"/>` +
      `<rect x="300" y="1120" width="90" height="90" fill="${t.dark}" opacity="0.8"/>` +
      line('M470 700 L470 960', t.light, 5, 0.7),
    focus: [560, 980],
  },
  bottle: {
    body: 'M380 560 Q380 520 420 520 L580 520 Q620 520 620 560 L620 1240 Q620 1280 580 1280 L420 1280 Q380 1280 380 1240 Z',
    details: () =>
      '<rect x="455" y="400" width="90" height="120" rx="10" fill="#2b2b2b"/>' +
      '<rect x="470" y="340" width="60" height="60" rx="8" fill="#3a3a3a"/>' +
      '<rect x="410" y="820" width="180" height="240" rx="8" fill="#ffffff" opacity="0.82"/>' +
      line('M440 880 L560 880 M440 930 L540 930', '#555555', 6, 0.6),
    focus: [500, 800],
  },
  compact: {
    body: 'M500 560 A260 260 0 1 1 499.9 560 Z',
    details: (t) =>
      '<circle cx="500" cy="820" r="262" fill="none" stroke="#c9a96e" stroke-width="24"/>' +
      `<circle cx="500" cy="820" r="170" fill="${t.light}" opacity="0.35"/>`,
    focus: [500, 820],
  },
  lipstick: {
    body: 'M440 520 L560 470 L560 700 L440 700 Z',
    details: () =>
      '<rect x="420" y="700" width="160" height="140" fill="#c9a96e"/>' +
      '<rect x="410" y="840" width="180" height="420" rx="12" fill="#1f1f1f"/>' +
      line('M420 770 L580 770', '#8a6d3b', 4, 0.8),
    focus: [500, 620],
  },
  jar: {
    body: 'M300 760 L700 760 L700 1200 Q700 1260 640 1260 L360 1260 Q300 1260 300 1200 Z',
    details: () =>
      '<rect x="290" y="650" width="420" height="120" rx="18" fill="#d8d2c8"/>' +
      '<rect x="360" y="900" width="280" height="200" rx="8" fill="#ffffff" opacity="0.85"/>',
    focus: [500, 900],
  },
  cushion: {
    body: 'M240 520 Q500 470 760 520 Q810 780 760 1040 Q500 1090 240 1040 Q190 780 240 520 Z',
    details: (t) => line('M240 520 Q500 470 760 520 Q810 780 760 1040 Q500 1090 240 1040 Q190 780 240 520 Z', t.dark, 10, 0.6) + line('M330 620 Q500 780 670 940', t.light, 6, 0.25),
    focus: [500, 780],
  },
  lamp: {
    body: 'M420 820 Q380 980 430 1150 L570 1150 Q620 980 580 820 Z',
    details: (t) =>
      '<path d="M340 460 L660 460 L740 800 L260 800 Z" fill="#f3ede2"/>' +
      line('M340 460 L660 460 L740 800 L260 800 Z', '#000000', 4, 0.15) +
      `<rect x="380" y="1150" width="240" height="40" rx="10" fill="${t.dark}"/>` +
      '<rect x="492" y="800" width="16" height="30" fill="#8a6d3b"/>',
    focus: [500, 900],
  },
  throw: {
    body: 'M220 700 L780 700 L780 1160 L220 1160 Z',
    details: (t) =>
      line('M220 850 L780 850 M220 1000 L780 1000', t.dark, 10, 0.4) +
      Array.from({ length: 28 }, (_, i) => line(`M${232 + i * 20} 1160 L${232 + i * 20} 1210`, t.base, 6, 1)).join(''),
    focus: [500, 1000],
  },
  card: {
    body: 'M220 600 Q220 560 260 560 L740 560 Q780 560 780 600 L780 940 Q780 980 740 980 L260 980 Q220 980 220 940 Z',
    details: () =>
      '<rect x="220" y="640" width="560" height="70" fill="#1c1c1e"/>' +
      '<rect x="280" y="800" width="120" height="90" rx="10" fill="#c9a96e"/>',
    focus: [500, 760],
  },
};

function viewTransform(drawing: Drawing, view: number, views4: boolean): string {
  const [fx, fy] = drawing.focus;
  if (views4) {
    switch (view) {
      case 1:
        return 'translate(1000 0) scale(-1 1)';
      case 2:
        return 'translate(500 0) scale(0.62 1) translate(-500 0)';
      case 3:
        return `translate(500 750) scale(2.3) translate(${-fx} ${-fy})`;
      default:
        return '';
    }
  }
  switch (view) {
    case 1:
      return 'translate(500 800) rotate(-9) scale(0.9) translate(-500 -800)';
    case 2:
      return `translate(500 750) scale(2.1) translate(${-fx} ${-fy})`;
    default:
      return '';
  }
}

const FASHION: ReadonlySet<ShapeKind> = new Set(['dress', 'top', 'shirt', 'knit', 'trousers', 'coat', 'shoe']);

export function viewsOf(shape: ShapeKind): number {
  return FASHION.has(shape) ? 4 : 3;
}

/** Shading over the product; `productLayer` fills with it (url(#shade)). */
export const SHADE_GRADIENT = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.28"/>
    </linearGradient>`;

/** The product in the spec's colour and view, in a 1000 x 1500 box, without a background. */
export function productLayer(spec: MasterSpec): string {
  const drawing = DRAWINGS[spec.shape];
  const tones: Tones = { base: `#${spec.hex}`, dark: shade(spec.hex, -0.45), light: shade(spec.hex, 0.55) };
  const transform = viewTransform(drawing, spec.view, FASHION.has(spec.shape));
  return `<g transform="${transform}">
    <path d="${drawing.body}" fill="${tones.base}" stroke="#000000" stroke-opacity="0.18" stroke-width="4"/>
    <path d="${drawing.body}" fill="url(#shade)"/>
    ${drawing.details(tones, spec.view)}
  </g>`;
}

export function masterSvg(spec: MasterSpec, width = MASTER_WIDTH, height = MASTER_HEIGHT): string {
  const isDetail = spec.view === (FASHION.has(spec.shape) ? 3 : 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 1500">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6f4f1"/><stop offset="1" stop-color="#e4dfd8"/>
    </linearGradient>
    ${SHADE_GRADIENT}
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="1000" height="1500" fill="url(#bg)"/>
  ${isDetail ? '' : '<ellipse cx="500" cy="1345" rx="330" ry="34" fill="#000000" opacity="0.16" filter="url(#soft)"/>'}
  ${productLayer(spec)}
</svg>`;
}
