export * from './experiments';
