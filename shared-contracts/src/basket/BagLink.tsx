// The header's bag link: its icon, its word (hidden on a phone by its
// CSS) and the count in a badge over the icon. The basket remote's mini bag
// draws it, and the shell draws the same link until the mini bag has come in
// (on the shopper's first interaction), so nothing changes then but the
// preview button beside it. Its look is bagLink.css
// (`@storefront/shared-contracts/basket/bag-link.css`), which both load.
import { bagBadgeText } from './bagBadge';

export interface BagLinkProps {
  href: string;
  /** The link's name, saying the count ("Bag, 2 items"). */
  label: string;
  /** The visible word ("Bag"). */
  text: string;
  /** Items in the bag; null while unknown (no badge). */
  count: number | null;
}

export function BagLink({ href, label, text, count }: BagLinkProps) {
  const badge = bagBadgeText(count);
  return (
    <>
      <a href={href} className="sf-bag-link" aria-label={label}>
        <span className="sf-bag-link-icon">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
        </span>
        <span className="sf-bag-link-text">{text}</span>
      </a>
      {/* Outside the link: its name says the count, and a visible number inside it would not be part of that name. */}
      {badge ? (
        <span className="sf-bag-link-badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );
}
