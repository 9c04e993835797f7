import type { PaymentPromoCatalogue } from './en-GB';

export const nlNL: PaymentPromoCatalogue = {
  paymentPromo: {
    title: 'Betaalmogelijkheden',
    providers: 'Betaalaanbieders',
    offer: 'Betaal in {{instalments}} renteloze termijnen van {{amount}} met {{provider}}.',
    seeMore: 'Meer zien',
    seeLess: 'Minder zien',
    terms: '18+. Onder voorbehoud van acceptatie. Bij te late betaling kunnen kosten in rekening worden gebracht. Voorwaarden van toepassing.',
  },
};
