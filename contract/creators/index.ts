export * from './constants';
export * from './iban';
export * from './schemas';
export * from './routes';
export * from './validation-messages';
