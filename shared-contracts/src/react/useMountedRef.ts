// Whether the component is still mounted, for the answer of a request that
// may arrive after the shopper has left it (a state set then is lost work and
// a React warning). A ref, not state: reading it renders nothing.
import { useEffect, useRef, type RefObject } from 'react';

export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
