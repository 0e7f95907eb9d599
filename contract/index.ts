export * from './constants';
export * from './permissions';
export * from './validation';
export * from './schemas';
export * from './api';
export * from './fields';
export * from './access';
