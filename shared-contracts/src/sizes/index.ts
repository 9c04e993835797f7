export * from './sizeOrder';
