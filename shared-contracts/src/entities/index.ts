export * from './product';
export * from './badge';
export * from './customisation';
export * from './basket';
export * from './user';
export * from './card';
export * from './widgets';
export * from './cms';
