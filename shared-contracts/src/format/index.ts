export * from './money';
export * from './prices';
export * from './priceText';
export { formatCurrency, formatDecimal } from './number';
