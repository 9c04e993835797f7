// French (France): the keys of en-GB.ts.
import type { CardBlockLabels } from './en-GB';

export const frFR: CardBlockLabels = {
  carousel: {
    label: 'Carrousel',
    previous: 'Éléments précédents',
    next: 'Éléments suivants',
    pause: 'Mettre le carrousel en pause',
    play: 'Lancer le carrousel',
    shown: 'Éléments {{first}} à {{last}} sur {{count}}',
    goTo: 'Aller à l’élément {{n}}',
    pages: 'Choisir les éléments',
  },
  products: {
    loading: 'Chargement des produits',
    viewAll: 'Tout voir',
    tabs: 'Catégories de produits',
    sponsored: 'Sponsorisé',
    was: 'Avant {{price}}',
    save: 'Économisez {{n}}\u00a0%',
    signUpAndAdd: 'S’inscrire et ajouter',
    premierActive: 'Abonnement illimité actif, valable jusqu’au {{date}}',
  },
  wishlist: {
    title: 'Vos articles enregistrés',
    viewAll: 'Voir tous les articles enregistrés',
  },
  socials: {
    title: 'Réseaux sociaux',
    channels: 'Filtrer par réseau',
    tags: 'Filtrer par mot-clé',
    all: 'Tous',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    instagram: 'Instagram',
    playVideo: 'Lire la vidéo\u00a0: {{name}}',
    video: 'Vidéo de {{channel}}',
    viewPost: 'Voir sur {{channel}}',
    noPosts: 'Aucune publication à afficher pour le moment.',
    loading: 'Chargement des publications',
    post: 'Publication de {{channel}}',
    showMore: 'Afficher plus de publications',
  },
  brandRoom: {
    shop: 'Découvrir {{brand}}',
  },
  blog: {
    readMore: 'Lire la suite',
  },
  basket: {
    add: 'Ajouter au panier',
    adding: 'Ajout au panier',
    added: 'Ajouté au panier',
    failed: 'Désolé, nous n’avons pas pu ajouter cet article à votre panier. Veuillez réessayer.',
  },
};
