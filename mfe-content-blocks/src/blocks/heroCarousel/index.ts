export { default } from './HeroCarousel';
