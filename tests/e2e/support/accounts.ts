import type { Language, Role } from '../../../contract';

export interface Account {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** The language global setup saves for the account (new accounts start in Italian). */
  language: Language;
}

/** The first super admin of each e2e server (ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SUPER_ADMIN: Account = {
  username: 'e2e_root',
  email: 'root@e2e.test',
  password: 'RootPass123',
  role: 'super_admin',
  language: 'en',
};

/** The password of every account the suite creates (the first super admin has its own). */
export const CREATED_ACCOUNT_PASSWORD = 'Passw0rd!';

function account(username: string, role: Role, language: Language = 'en'): Account {
  return { username, email: `${username}@e2e.test`, password: CREATED_ACCOUNT_PASSWORD, role, language };
}

/** One account per role, read-only in the tests (nobody changes their preferences). */
export const ROLE_ACCOUNTS = {
  super_admin: SUPER_ADMIN,
  admin: account('e2e_admin', 'admin'),
  editor: account('e2e_editor', 'editor'),
  contributor: account('e2e_contributor', 'contributor'),
  creator: account('e2e_creator', 'creator', 'it'),
} satisfies Record<Role, Account>;

/** Accounts whose preferences a test changes: one per spec, so parallel tests do not interfere. */
export const PREFERENCE_ACCOUNTS = {
  theme: account('e2e_theme', 'editor'),
  language: account('e2e_language', 'contributor'),
  layout: account('e2e_layout', 'admin'),
  /** An editor: the 403 page is checked too. */
  accessibility: account('e2e_a11y', 'editor'),
  /** An admin: the log registry is checked with it. */
  accessibilityAdmin: account('e2e_a11y_admin', 'admin'),
  screenshots: account('e2e_shots', 'admin'),
  logout: account('e2e_logout', 'editor'),
};

export const CREATED_ACCOUNTS: Account[] = [
  ...Object.values(ROLE_ACCOUNTS).filter((candidate) => candidate !== SUPER_ADMIN),
  ...Object.values(PREFERENCE_ACCOUNTS),
];
