export * from './sections';
export * from './page';
export { isSafeColour } from './values';
export * from './media';
