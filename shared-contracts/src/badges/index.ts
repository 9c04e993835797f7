export * from './placement';
export * from './text';
export * from './classification';
export * from './read';
