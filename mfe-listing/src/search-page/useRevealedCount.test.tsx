import { renderHook, waitFor } from '@testing-library/react';
import { useRevealedCount } from './useRevealedCount';

function track(total: number) {
  const seen: number[] = [];
  const hook = renderHook(({ count }) => {
    const revealed = useRevealedCount(count, 8, 4);
    seen.push(revealed);
    return revealed;
  }, { initialProps: { count: total } });
  return { seen, hook };
}

describe('useRevealedCount', () => {
  it('draws the first screen at once, then the rest a batch at a time', async () => {
    const { seen, hook } = track(22);
    await waitFor(() => expect(hook.result.current).toBe(22));
    const distinct = seen.filter((value, i) => value !== seen[i - 1]);
    expect(distinct).toEqual([8, 12, 16, 20, 22]);
  });

  it('draws a list no longer than the first screen at once', () => {
    const { seen } = track(5);
    expect(new Set(seen)).toEqual(new Set([5]));
  });

  it('never takes back what it has shown when the list changes', async () => {
    const { seen, hook } = track(24);
    await waitFor(() => expect(hook.result.current).toBe(24));
    seen.length = 0;
    hook.rerender({ count: 30 });
    await waitFor(() => expect(hook.result.current).toBe(30));
    expect(Math.min(...seen)).toBe(24);
    hook.rerender({ count: 3 });
    expect(hook.result.current).toBe(3);
    hook.rerender({ count: 24 });
    expect(hook.result.current).toBe(24);
  });
});
