import { LoginThrottle } from './loginThrottle';

function throttle(options: ConstructorParameters<typeof LoginThrottle>[0] = {}) {
  let clock = 1_000_000;
  const t = new LoginThrottle({ windowMs: 60_000, now: () => clock, ...options });
  return { t, advance: (ms: number) => (clock += ms) };
}

describe('LoginThrottle', () => {
  it('holds an account after five failures until the first of them leaves the window', () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 4; i++) {
      t.failed('1.1.1.1', 'a@example.com');
      advance(1000);
    }
    expect(t.waitSeconds('1.1.1.1', 'a@example.com')).toBe(0);
    t.failed('1.1.1.1', 'a@example.com');
    // First failure at 0 s, now 4 s: 56 s to go.
    expect(t.waitSeconds('1.1.1.1', 'A@Example.com ')).toBe(56);
    expect(t.waitSeconds('2.2.2.2', 'a@example.com')).toBe(56);
    advance(56_000);
    expect(t.waitSeconds('1.1.1.1', 'a@example.com')).toBe(0);
  });

  it('leaves other accounts alone, and a success clears the account', () => {
    const { t } = throttle();
    for (let i = 0; i < 5; i++) t.failed('1.1.1.1', 'a@example.com');
    expect(t.waitSeconds('1.1.1.1', 'b@example.com')).toBe(0);
    t.succeeded('a@example.com');
    expect(t.waitSeconds('1.1.1.1', 'a@example.com')).toBe(0);
  });

  it('holds an address that fails on many accounts', () => {
    const { t } = throttle({ perAddress: 3 });
    for (const user of ['a', 'b', 'c']) t.failed('1.1.1.1', `${user}@example.com`);
    expect(t.waitSeconds('1.1.1.1', 'd@example.com')).toBe(60);
    expect(t.waitSeconds('2.2.2.2', 'd@example.com')).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the least recently failed', () => {
    const { t } = throttle({ perAccount: 1, perAddress: 100, maxKeys: 2 });
    t.failed('1.1.1.1', 'a@example.com');
    t.failed('1.1.1.1', 'b@example.com');
    // The address and b are kept; a is forgotten.
    expect(t.waitSeconds('9.9.9.9', 'a@example.com')).toBe(0);
    expect(t.waitSeconds('9.9.9.9', 'b@example.com')).toBe(60);
  });
});
