export * from './constants';
export * from './schemas';
export * from './routes';
export * from './validation-messages';
export * from './deliverable-schemas';
export * from './deliverable-routes';
export * from './deliverable-validation-messages';
