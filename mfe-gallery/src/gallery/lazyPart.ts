// React.lazy for the gallery's media parts loaded on demand (the video player,
// try-on, the zoom and 3D dialogs). A chunk that cannot be fetched (offline, a
// deploy in between) is only logged (spec 1 §8) and the part shows its
// fallback for the rest of the page, instead of taking the whole gallery down
// through the parcel's error boundary.
import { lazy, type ComponentType } from 'react';

export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`[gallery/${name}] could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        return { default: fallback };
      },
    ),
  );
}
