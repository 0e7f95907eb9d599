/**
 * The welcome after sign-in (spec section 3) is shown by the page the user lands on: the sign-in
 * page hands the username over to it in this tab's session storage, across the page load.
 */
const PENDING_WELCOME_KEY = 'pending-welcome';

export function leaveWelcome(username: string): void {
  try {
    window.sessionStorage.setItem(PENDING_WELCOME_KEY, username);
  } catch {
    // Storage disabled: the user lands without the greeting.
  }
}

/** The username to greet, once: reading it clears it. */
export function takeWelcome(): string | null {
  try {
    const username = window.sessionStorage.getItem(PENDING_WELCOME_KEY);
    window.sessionStorage.removeItem(PENDING_WELCOME_KEY);
    return username;
  } catch {
    return null;
  }
}
