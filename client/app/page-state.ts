import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../../contract';
import { PAGE_STATE_ELEMENT_ID } from '../../contract';

/** What the server hands to the browser for hydration: the query cache, the page's language, and whether it shows the areas' texts. */
export interface PageState {
  queryState: DehydratedState;
  language: Language;
  appTexts: boolean;
}

const SCRIPT_UNSAFE = /[<>\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that cannot close its script element or break the line it sits on. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(SCRIPT_UNSAFE, (character) => ESCAPES[character] ?? character);
}

export function readPageState(): PageState {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no state to hydrate');
  return JSON.parse(element.textContent) as PageState;
}
