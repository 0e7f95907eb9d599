export * from './constants';
export * from './fields';
export * from './schemas';
export * from './routes';
