export * from './flags';
