export * from './money';
export * from './prices';
export * from './priceText';
