import type { AccordionsCatalogue } from './en-GB';

export const frFR: AccordionsCatalogue = {
  accordions: {
    description: 'Description',
    details: 'Détails et entretien',
    ingredients: 'Ingrédients',
    fabric: 'Tissu',
    delivery: 'Livraison',
    returns: 'Retours',
    manufacturer: 'Fabricant',
    sku: 'Réf.\u00a0: {{sku}}',
    deliveryMethod: 'Mode de livraison',
    price: 'Prix',
    deliveryTime: 'Délai de livraison',
    returnsLink: 'En savoir plus sur les retours',
    manufacturerName: 'Nom',
    tradeName: 'Nom commercial',
    responsiblePerson: 'Personne responsable',
    postalAddress: 'Adresse postale',
    emailAddress: 'Adresse e-mail',
  },
};
