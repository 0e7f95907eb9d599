import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer, type RunningServer } from './start-server';

const config = loadConfig();
const logger = createLogger(config.logLevel);

function printSignInHelp({ port, admin, ownApi }: RunningServer): void {
  const url = `http://localhost:${port}`;
  const lines = [`Back-office running at ${url}`, `Sign in at ${url}/login`];
  if (!ownApi) {
    lines.push(`API forwarded to ${config.apiUpstreamUrl}: sign in with an account of that server.`);
  } else if (admin?.generatedPassword) {
    lines.push(`First start: super admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}`);
    lines.push('This password is shown only now; change it in your account page.');
  } else if (admin) {
    lines.push(`First start: super admin "${admin.username}" created with ADMIN_PASSWORD.`);
  } else {
    lines.push('Sign in with an existing account (the first super admin was printed at the first start).');
  }
  // The sign-in help is for the person at the console, not for the JSON log stream.
  console.log(`\n${lines.join('\n')}\n`);
}

startServer({ config, logger, signals: process, exit: (code) => process.exit(code) }).then(printSignInHelp, (error: unknown) => {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
});
