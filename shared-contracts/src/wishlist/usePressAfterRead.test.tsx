import { act, renderHook } from '@testing-library/react';
import { usePressAfterRead } from './usePressAfterRead';

describe('usePressAfterRead', () => {
  it('lets a press go at once when the read has answered', async () => {
    const { result } = renderHook(() => usePressAfterRead(true));
    await expect(result.current.afterRead()).resolves.toBe(true);
    expect(result.current.waiting).toBe(false);
  });

  it('holds a press until the read answers, then lets it go; a second press meanwhile is dropped', async () => {
    const { result, rerender } = renderHook(({ answered }) => usePressAfterRead(answered), { initialProps: { answered: false } });
    let first: boolean | undefined;
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.afterRead().then((go) => void (first = go));
    });
    expect(result.current.waiting).toBe(true);
    let second: boolean | undefined;
    await act(async () => {
      second = await result.current.afterRead();
    });
    expect(second).toBe(false);
    expect(first).toBeUndefined();

    rerender({ answered: true });
    await act(async () => {
      await pending;
    });
    expect(first).toBe(true);
    expect(result.current.waiting).toBe(false);
  });
});
