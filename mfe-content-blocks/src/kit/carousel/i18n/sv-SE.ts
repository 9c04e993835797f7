// Swedish (Sweden): the keys of en-GB.ts.
import type { CardBlockLabels } from './en-GB';

export const svSE: CardBlockLabels = {
  carousel: {
    label: 'Karusell',
    previous: 'Föregående objekt',
    next: 'Nästa objekt',
    pause: 'Pausa karusellen',
    play: 'Spela karusellen',
    shown: 'Visar objekt {{first}} till {{last}} av {{count}}',
    goTo: 'Gå till objekt {{n}}',
    pages: 'Välj objekt',
  },
  products: {
    loading: 'Laddar produkter',
    viewAll: 'Visa alla',
    tabs: 'Produktkategorier',
    sponsored: 'Sponsrad',
    was: 'Tidigare {{price}}',
    save: 'Spara {{n}}\u00a0%',
    signUpAndAdd: 'Bli medlem och lägg till',
    premierActive: 'Obegränsat medlemskap aktivt, giltigt till {{date}}',
  },
  wishlist: {
    title: 'Dina sparade varor',
    viewAll: 'Visa alla sparade varor',
  },
  socials: {
    title: 'Sociala medier',
    channels: 'Filtrera efter kanal',
    tags: 'Filtrera efter tagg',
    all: 'Alla',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    instagram: 'Instagram',
    playVideo: 'Spela video: {{name}}',
    video: 'Video från {{channel}}',
    viewPost: 'Visa på {{channel}}',
    noPosts: 'Det finns inga inlägg att visa just nu.',
    loading: 'Laddar inlägg',
    post: 'Inlägg från {{channel}}',
    showMore: 'Visa fler inlägg',
  },
  brandRoom: {
    shop: 'Handla {{brand}}',
  },
  blog: {
    readMore: 'Läs mer',
  },
  basket: {
    add: 'Lägg i varukorgen',
    adding: 'Lägger i varukorgen',
    added: 'Tillagd i varukorgen',
    failed: 'Tyvärr kunde vi inte lägga detta i din varukorg. Försök igen.',
  },
};
