// Placeholder until the content-blocks milestone.
import type { ParcelBaseProps } from '@storefront/shared-contracts';

export function pageTitle(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Page';
}

export function ContentPage({ route }: Pick<ParcelBaseProps, 'route'>) {
  return (
    <div>
      <h1>{pageTitle(route.params.path ?? '')}</h1>
      <p>This page’s content is coming soon.</p>
    </div>
  );
}
