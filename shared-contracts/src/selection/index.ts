export * from './variants';
export * from './rules';
export * from './payload';
export * from './address';
export * from './customisationGroup';
export * from './stock';
