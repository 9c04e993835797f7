// Admin preview bridge (spec 1 §6): the page, framed by an admin tool, says
// `init` to its parent; the parent answers `init-response` with features and
// data, and may later send `set-data`. Messages are accepted only from the
// configured parent origins. Selected toggles and product clicks from remotes
// are posted back to that parent.
import { isRecord } from '@storefront/shared-contracts';
import { emit, on } from '@storefront/shared-contracts/events/bus';

export interface AdminState {
  active: boolean;
  features: string[];
  data: Record<string, unknown>;
}

type InboundMessage =
  | { type: 'init-response'; features?: unknown; data?: unknown }
  | { type: 'set-data'; data?: unknown }
  | { type: 'ab-test'; flags?: unknown; badges?: unknown };

/** Pure: the next admin state for an inbound message, or null to ignore it. */
export function reduceAdminMessage(state: AdminState, message: unknown): AdminState | null {
  if (!isRecord(message) || typeof message.type !== 'string') return null;
  const m = message as InboundMessage;
  switch (m.type) {
    case 'init-response': {
      const features = Array.isArray(m.features) ? m.features.filter((f): f is string => typeof f === 'string') : [];
      return { active: true, features, data: isRecord(m.data) ? m.data : {} };
    }
    case 'set-data':
      return state.active && isRecord(m.data) ? { ...state, data: { ...state.data, ...m.data } } : null;
    case 'ab-test':
      return state.active
        ? { ...state, data: { ...state.data, abFlags: isRecord(m.flags) ? m.flags : {}, abBadges: Array.isArray(m.badges) ? m.badges : [] } }
        : null;
    default:
      return null;
  }
}

export function startAdminBridge(allowedOrigins: readonly string[], win: Window = window): () => void {
  const parent = win.parent;
  if (!parent || parent === win) return () => undefined;
  let state: AdminState = { active: false, features: [], data: {} };
  let parentOrigin: string | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || !allowedOrigins.includes(event.origin)) return;
    const next = reduceAdminMessage(state, event.data);
    if (!next) return;
    parentOrigin = event.origin;
    state = next;
    emit('admin:preview-changed', state);
  };
  win.addEventListener('message', onMessage);
  // The parent's origin is unknown until it answers: announce to each allowed one.
  for (const origin of allowedOrigins) parent.postMessage({ type: 'init' }, origin);

  const offSelected = on('admin:product-selected', (payload) => {
    if (parentOrigin && state.features.includes('product-selection')) parent.postMessage({ type: 'product-selected', ...payload }, parentOrigin);
  });
  const offClick = on('admin:product-click', (payload) => {
    if (parentOrigin) parent.postMessage({ type: 'product-click', ...payload }, parentOrigin);
  });
  return () => {
    win.removeEventListener('message', onMessage);
    offSelected();
    offClick();
  };
}
