import { clearStoredSession, readStoredSession, SESSION_STORAGE_KEY, storeSession } from './sessionStore';

const session = { user: { id: 'cust-0001', guest: false, email: 'test.customer@example.com' }, basketCount: 2 };

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('stored session', () => {
  it('keeps the summary for the tab and reads it back', () => {
    storeSession(session);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(readStoredSession()).toEqual(session);
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
  });

  it('ignores what is not a summary', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{oops');
    expect(readStoredSession()).toBeNull();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { id: 'x' }, basketCount: 1 }));
    expect(readStoredSession()).toBeNull();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, basketCount: -1 }));
    expect(readStoredSession()).toBeNull();
  });

  it('does not throw when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeSession(session)).not.toThrow();
    expect(readStoredSession()).toBeNull();
  });
});
