/** Account: the signed-in user's own identity, password, preferences and picture. */
export { createAccountService, type AccountService } from './account-service';
export { accountHandlers } from './account-handlers';
export { preferencesRepository } from './preferences-repository';
