export * from './props';
