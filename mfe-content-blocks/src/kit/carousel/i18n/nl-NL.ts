// Dutch (Netherlands): the keys of en-GB.ts.
import type { CardBlockLabels } from './en-GB';

export const nlNL: CardBlockLabels = {
  carousel: {
    label: 'Carrousel',
    previous: 'Vorige items',
    next: 'Volgende items',
    pause: 'Carrousel pauzeren',
    play: 'Carrousel afspelen',
    shown: 'Items {{first}} tot {{last}} van {{count}}',
    goTo: 'Ga naar item {{n}}',
    pages: 'Items kiezen',
  },
  products: {
    loading: 'Producten laden',
    viewAll: 'Alles bekijken',
    tabs: 'Productcategorieën',
    sponsored: 'Gesponsord',
    was: 'Van {{price}}',
    save: 'Bespaar {{n}}%',
    signUpAndAdd: 'Aanmelden en toevoegen',
    premierActive: 'Onbeperkt lidmaatschap actief, geldig tot {{date}}',
  },
  wishlist: {
    title: 'Je bewaarde artikelen',
    viewAll: 'Alle bewaarde artikelen bekijken',
  },
  socials: {
    title: 'Sociale media',
    channels: 'Filteren op kanaal',
    tags: 'Filteren op tag',
    all: 'Alle',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    instagram: 'Instagram',
    playVideo: 'Video afspelen: {{name}}',
    video: 'Video van {{channel}}',
    viewPost: 'Bekijken op {{channel}}',
    noPosts: 'Er zijn op dit moment geen berichten om te tonen.',
    loading: 'Berichten laden',
    post: 'Bericht van {{channel}}',
    showMore: 'Meer berichten tonen',
  },
  brandRoom: {
    shop: 'Shop {{brand}}',
  },
  blog: {
    readMore: 'Lees meer',
  },
  basket: {
    add: 'In winkelmand',
    adding: 'Toevoegen aan winkelmand',
    added: 'Toegevoegd aan winkelmand',
    failed: 'Sorry, we konden dit niet aan je winkelmand toevoegen. Probeer het opnieuw.',
  },
};
