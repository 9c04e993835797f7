import type { PaymentPromoCatalogue } from './en-GB';

export const frFR: PaymentPromoCatalogue = {
  paymentPromo: {
    title: 'Modes de paiement',
    providers: 'Prestataires de paiement',
    offer: 'Payez en {{instalments}} fois sans frais de {{amount}} avec {{provider}}.',
    seeMore: 'Voir plus',
    seeLess: 'Voir moins',
    terms: 'Réservé aux personnes majeures. Sous réserve d’acceptation. Des frais de retard peuvent s’appliquer. Conditions générales applicables.',
  },
};
