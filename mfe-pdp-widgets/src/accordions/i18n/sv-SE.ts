import type { AccordionsCatalogue } from './en-GB';

export const svSE: AccordionsCatalogue = {
  accordions: {
    description: 'Beskrivning',
    details: 'Produktdetaljer och skötsel',
    ingredients: 'Ingredienser',
    fabric: 'Tyg',
    delivery: 'Leverans',
    returns: 'Returer',
    manufacturer: 'Tillverkare',
    sku: 'Artikelnummer: {{sku}}',
    deliveryMethod: 'Leveranssätt',
    price: 'Pris',
    deliveryTime: 'Leveranstid',
    returnsLink: 'Mer om returer',
    manufacturerName: 'Namn',
    tradeName: 'Handelsnamn',
    responsiblePerson: 'Ansvarig person',
    postalAddress: 'Postadress',
    emailAddress: 'E-postadress',
  },
};
