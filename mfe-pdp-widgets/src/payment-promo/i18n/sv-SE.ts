import type { PaymentPromoCatalogue } from './en-GB';

export const svSE: PaymentPromoCatalogue = {
  paymentPromo: {
    title: 'Sätt att betala',
    providers: 'Betalningsleverantörer',
    offer: 'Betala i {{instalments}} räntefria delbetalningar på {{amount}} med {{provider}}.',
    seeMore: 'Visa mer',
    seeLess: 'Visa mindre',
    terms: '18+. Kreditprövning sker. Förseningsavgifter kan tillkomma. Villkor gäller.',
  },
};
