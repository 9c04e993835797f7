export * from './catalogue';
export * from './bus';
