import type { AccordionsCatalogue } from './en-GB';

export const nlNL: AccordionsCatalogue = {
  accordions: {
    description: 'Beschrijving',
    details: 'Productdetails en onderhoud',
    ingredients: 'Ingrediënten',
    fabric: 'Stof',
    delivery: 'Levering',
    returns: 'Retourneren',
    manufacturer: 'Fabrikant',
    sku: 'Artikelnummer: {{sku}}',
    deliveryMethod: 'Verzendmethode',
    price: 'Prijs',
    deliveryTime: 'Levertijd',
    returnsLink: 'Meer over retourneren',
    manufacturerName: 'Naam',
    tradeName: 'Handelsnaam',
    responsiblePerson: 'Verantwoordelijke persoon',
    postalAddress: 'Postadres',
    emailAddress: 'E-mailadres',
  },
};
