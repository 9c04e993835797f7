import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { reduceAdminMessage, startAdminBridge } from './bridge';

const inactive = { active: false, features: [], data: {} };

describe('reduceAdminMessage', () => {
  it('activates preview on init-response with features and data', () => {
    expect(reduceAdminMessage(inactive, { type: 'init-response', features: ['product-selection', 3], data: { badges: [] } })).toEqual({
      active: true,
      features: ['product-selection'],
      data: { badges: [] },
    });
  });
  it('ignores set-data before init and malformed messages', () => {
    expect(reduceAdminMessage(inactive, { type: 'set-data', data: { a: 1 } })).toBeNull();
    expect(reduceAdminMessage(inactive, 'init-response')).toBeNull();
    expect(reduceAdminMessage(inactive, { type: 'unknown' })).toBeNull();
  });
  it('merges set-data once active', () => {
    const active = { active: true, features: [], data: { a: 1 } };
    expect(reduceAdminMessage(active, { type: 'set-data', data: { b: 2 } })?.data).toEqual({ a: 1, b: 2 });
  });
});

describe('startAdminBridge', () => {
  beforeEach(() => resetEventState());

  function framedWindow() {
    const parent = { postMessage: jest.fn() };
    const listeners: Array<(e: MessageEvent) => void> = [];
    const win = {
      parent,
      addEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.push(fn),
      removeEventListener: jest.fn(),
    } as unknown as Window;
    const send = (origin: string, data: unknown, source: unknown = parent) =>
      listeners.forEach((fn) => fn({ origin, data, source } as MessageEvent));
    return { parent, win, send };
  }

  it('says init to the allowed origins and accepts answers only from them', () => {
    const { parent, win, send } = framedWindow();
    const seen = jest.fn();
    on('admin:preview-changed', seen);
    startAdminBridge(['https://admin.test'], win);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'init' }, 'https://admin.test');

    send('https://evil.test', { type: 'init-response', features: ['product-selection'] });
    expect(seen).not.toHaveBeenCalled();
    send('https://admin.test', { type: 'init-response', features: ['product-selection'] }, {});
    expect(seen).not.toHaveBeenCalled();

    send('https://admin.test', { type: 'init-response', features: ['product-selection'], data: {} });
    expect(seen).toHaveBeenCalledWith({ active: true, features: ['product-selection'], data: {} });
  });

  it('posts a Selected toggle to the parent only with the product-selection feature', () => {
    const { parent, win, send } = framedWindow();
    startAdminBridge(['https://admin.test'], win);
    const selection = { productKey: 'k1', name: 'Dress', brand: 'Burton', imageUrl: '/i.jpg', colour: 'Navy', selected: true };
    send('https://admin.test', { type: 'init-response', features: [] });
    emit('admin:product-selected', selection);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    send('https://admin.test', { type: 'init-response', features: ['product-selection'] });
    emit('admin:product-selected', selection);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'product-selected', ...selection }, 'https://admin.test');
  });
});
