// The wishlist heart every package draws (the header's link on a phone, the
// product page's and the cards' heart buttons, a shoppable banner's product):
// one outline, hidden from assistive technology (the link or button around it
// is named), whose fill and stroke come from the caller's CSS so a saved heart
// can be filled.
export function HeartIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}
