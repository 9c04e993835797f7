export * from './cutOff';
export * from './countdown';
export * from './pageData';
