export * from './constants';
export * from './validation-messages';
export * from './schemas';
export * from './routes';
