// English (UK): the payment promo block's reference catalogue; every other locale has the same keys.
export const enGB = {
  paymentPromo: {
    title: 'Ways to pay',
    providers: 'Payment providers',
    offer: 'Pay in {{instalments}} interest-free instalments of {{amount}} with {{provider}}.',
    seeMore: 'See more',
    seeLess: 'See less',
    terms: '18+. Subject to status and approval. Late payment fees may apply. Terms and conditions apply.',
  },
};

export type PaymentPromoCatalogue = { paymentPromo: Record<keyof typeof enGB.paymentPromo, string> };
