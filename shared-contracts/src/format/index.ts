export * from './money';
export * from './prices';
