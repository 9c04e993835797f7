import { PENDING_MOVE_FOR_MS, PENDING_MOVE_STORAGE_KEY, rememberPendingMove, takePendingMove } from './pendingMove';

beforeEach(() => window.sessionStorage.clear());

describe('the pending move of a guest who signs in', () => {
  it('is taken once, with its personalisation', () => {
    rememberPendingMove({ sku: 'A', customisation: { Initials: 'TB' } }, 1000);
    expect(takePendingMove(2000)).toEqual({ sku: 'A', customisation: { Initials: 'TB' } });
    expect(takePendingMove(2000)).toBeNull();
  });

  it('is kept for this tab in sessionStorage, so the sign-in round trip keeps it', () => {
    rememberPendingMove({ sku: 'A' }, 1000);
    expect(window.sessionStorage.getItem(PENDING_MOVE_STORAGE_KEY)).toContain('"sku":"A"');
  });

  it('is dropped after 30 minutes, or when it is from the future', () => {
    rememberPendingMove({ sku: 'A' }, 0);
    expect(takePendingMove(PENDING_MOVE_FOR_MS + 1)).toBeNull();
    rememberPendingMove({ sku: 'A' }, 5000);
    expect(takePendingMove(1000)).toBeNull();
  });

  it('is dropped when what is stored is not a move', () => {
    window.sessionStorage.setItem(PENDING_MOVE_STORAGE_KEY, '{not json');
    expect(takePendingMove()).toBeNull();
    window.sessionStorage.setItem(PENDING_MOVE_STORAGE_KEY, JSON.stringify({ identity: { sku: '' }, at: Date.now() }));
    expect(takePendingMove()).toBeNull();
  });
});
