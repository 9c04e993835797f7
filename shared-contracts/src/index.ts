export * from './entities';
export * from './events';
export * from './fascia';
export * from './format';
export * from './routes';
export * from './api';
export * from './parcels';
export * from './selection';
