// The federated `basket/WishlistButton` module: a plain React component for
// other remotes' cards. It brings its own translations (the card's tree has
// the host remote's i18n, not ours) and its own error boundary, so a failure
// here leaves the card without a heart rather than breaking it.
import { Component, type ReactNode } from 'react';
import { BasketI18n } from '../i18n/i18n';
import { WishlistButton as WishlistToggle, type WishlistButtonProps as ToggleProps } from '../wishlist/WishlistButton';

export interface WishlistButtonProps extends ToggleProps {
  /** fascia.locale of the page; English when unknown. */
  locale?: string;
}

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[basket/WishlistButton] render failed: ${error.message}`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Cards (spec 3 §8): a failed save or removal is only logged unless the card asks otherwise. */
export function WishlistButton({ locale, failures = 'logged', ...props }: WishlistButtonProps) {
  return (
    <QuietBoundary>
      <BasketI18n locale={locale}>
        <WishlistToggle {...props} failures={failures} />
      </BasketI18n>
    </QuietBoundary>
  );
}

export default WishlistButton;
