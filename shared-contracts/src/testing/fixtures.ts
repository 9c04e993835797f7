// Test support of the contracts: product fixtures, catalogues, events, media and parcel props.
export * from './products';
export * from './catalogues';
export * from './events';
export * from './media';
export * from './parcels';
