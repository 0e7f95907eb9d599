import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../../contract/platform/appearance';
import { PAGE_STATE_ELEMENT_ID } from '../../contract/platform/page-render';
import type { SignInPageState } from '../features/auth/sign-in-texts';

/** What the server hands to the browser for hydration: the query cache, the page's language, and whether it shows the areas' texts. */
export interface PageState {
  queryState: DehydratedState;
  language: Language;
  appTexts: boolean;
}

const SCRIPT_UNSAFE = /[<>\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that cannot close its script element or break the line it sits on. */
export function serializePageState(state: PageState | SignInPageState): string {
  return JSON.stringify(state).replace(SCRIPT_UNSAFE, (character) => ESCAPES[character] ?? character);
}

/** The state the server left in the page: the app's, or the sign-in page's (SignInPageState). */
export function readPageState<State extends PageState | SignInPageState = PageState>(): State {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no state to hydrate');
  return JSON.parse(element.textContent) as State;
}
