// What the shopper is told when an overlay they asked for (quick add) cannot
// be loaded: a short notice at the foot of the screen, read out at once, that
// goes again after a while. The next press tries the load again (RemoteSlot).
import { useEffect, useState } from 'react';

export const NOTICE_MS = 6000;

export function UnavailableNotice({ text }: { text: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <p className="sf-notice" role="alert">
      {text}
    </p>
  ) : null;
}
