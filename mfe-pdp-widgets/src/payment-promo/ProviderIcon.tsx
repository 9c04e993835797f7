// Payment provider "card" icons, drawn inline (no image files): a card in the
// provider's colours with its name. Named by the provider for assistive tech.
import type { PaymentProviderId } from './rules';

const LOOK: Record<PaymentProviderId, { card: string; ink: string; stroke?: string }> = {
  klarna: { card: '#ffb3c7', ink: '#17120f' },
  clearpay: { card: '#b2fce4', ink: '#000000' },
  paypal: { card: '#ffffff', ink: '#003087', stroke: '#c4c4c4' },
};

export function ProviderIcon({ id, name }: { id: PaymentProviderId; name: string }) {
  const look = LOOK[id];
  return (
    <svg className="sf-pdp-pay__icon" role="img" aria-label={name} viewBox="0 0 64 40" width="48" height="30" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill={look.card} stroke={look.stroke ?? look.card} />
      <text x="32" y="25" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="12" fontWeight="700" fill={look.ink}>
        {name}
      </text>
    </svg>
  );
}
