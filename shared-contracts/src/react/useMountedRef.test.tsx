import { renderHook } from '@testing-library/react';
import { useMountedRef } from './useMountedRef';

describe('useMountedRef', () => {
  it('is true while the component is mounted and false once it has gone', () => {
    const { result, unmount } = renderHook(() => useMountedRef());
    const mounted = result.current;
    expect(mounted.current).toBe(true);
    unmount();
    expect(mounted.current).toBe(false);
  });

  it('keeps one ref across renders', () => {
    const { result, rerender } = renderHook(() => useMountedRef());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
