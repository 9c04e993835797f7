export * from './scope';
export * from './ruleContexts';
export * from './categoryTitle';
export * from './cardView';
export * from './cardData';
export * from './preview';
export * from './premier';
