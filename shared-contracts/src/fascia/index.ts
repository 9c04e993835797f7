export * from './fascias';
