// Text for assistive technology only: read, not shown. One definition for
// every remote (an inline style, so no remote needs a stylesheet for it).
import type { CSSProperties, ReactNode } from 'react';

export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} style={visuallyHiddenStyle}>
      {children}
    </span>
  );
}
