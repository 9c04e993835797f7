// English (UK): the product details accordions' reference catalogue; every other locale has the same keys.
export const enGB = {
  accordions: {
    description: 'Description',
    details: 'Product Details & Care',
    ingredients: 'Ingredients',
    fabric: 'Fabric',
    delivery: 'Delivery',
    returns: 'Returns',
    manufacturer: 'Manufacturer',
    sku: 'SKU: {{sku}}',
    deliveryMethod: 'Delivery method',
    price: 'Price',
    deliveryTime: 'Delivery time',
    returnsLink: 'More about returns',
    manufacturerName: 'Name',
    tradeName: 'Trade name',
    responsiblePerson: 'Responsible person',
    postalAddress: 'Postal address',
    emailAddress: 'Email address',
  },
};

export type AccordionsCatalogue = { accordions: Record<keyof typeof enGB.accordions, string> };
