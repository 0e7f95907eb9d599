/** Auth: sign-in (with its throttling), sessions and refresh tokens, the session cookies, and the request's actor. */
export { createAuthService, type AuthService, type IssuedSession } from './auth-service';
export { createPasswordAttempts, type PasswordAttempts } from './password-attempts';
export { authHandlers } from './auth-handlers';
export { authenticateRequest, csrfProtection } from './auth-middleware';
export { signedInAnswer } from './session-cookies';
export { sessionsRepository } from './sessions-repository';
export { loginFailuresRepository } from './login-failures-repository';
