export * from './catalogue';
export * from './bus';
export * from './meta';
