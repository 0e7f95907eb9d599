import type { QueryClient } from '@tanstack/react-query';
import type { Language, Preferences, Theme } from '../../../contract';
import type { ApiClient } from '../api/api-client';
import { cachedSession, setSessionPreferences } from '../session/session-query';

type PreferenceKind = 'theme' | 'language';

export class PreferenceUpdateError extends Error {
  constructor(readonly status: number) {
    super(`Saving the preferences failed with status ${status}`);
    this.name = 'PreferenceUpdateError';
  }
}

export interface PreferenceActions {
  /** Resolve to false when a change of the same kind is still in progress (spec section 4). */
  changeTheme(theme: Theme): Promise<boolean>;
  toggleDarkMode(): Promise<boolean>;
  changeLanguage(language: Language): Promise<boolean>;
}

/** Dark switches to classic, anything else to dark. */
export function toggledTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'classic' : 'dark';
}

/**
 * Preference changes of spec section 4: applied at once to the cached session (the page follows
 * it), then saved; the server's answer replaces the changed fields, a failure restores what the change replaced.
 */
export function createPreferenceActions(api: ApiClient, queryClient: QueryClient): PreferenceActions {
  const inProgress = new Set<PreferenceKind>();

  async function change(kind: PreferenceKind, patch: Partial<Pick<Preferences, PreferenceKind>>): Promise<boolean> {
    const session = cachedSession(queryClient);
    if (!session || inProgress.has(kind)) return false;
    inProgress.add(kind);
    const previous = { theme: session.preferences.theme, language: session.preferences.language };
    const replaced = Object.fromEntries(Object.keys(patch).map((key) => [key, previous[key as PreferenceKind]]));
    setSessionPreferences(queryClient, (preferences) => ({ ...preferences, ...patch }));
    try {
      const response = await api.account.updatePreferences.mutate({ body: patch });
      if (response.status !== 200) throw new PreferenceUpdateError(response.status);
      // Only this change's fields: another change saved meanwhile answers with its own, and its answer may arrive after this one.
      const saved = Object.fromEntries(Object.keys(patch).map((key) => [key, response.body[key as PreferenceKind]]));
      setSessionPreferences(queryClient, (preferences) => ({ ...preferences, ...saved }));
      return true;
    } catch (error) {
      setSessionPreferences(queryClient, (preferences) => ({ ...preferences, ...replaced }));
      throw error;
    } finally {
      inProgress.delete(kind);
    }
  }

  return {
    changeTheme: (theme) => change('theme', { theme }),
    toggleDarkMode: () => {
      const theme = cachedSession(queryClient)?.preferences.theme;
      return theme ? change('theme', { theme: toggledTheme(theme) }) : Promise.resolve(false);
    },
    changeLanguage: (language) => change('language', { language }),
  };
}
