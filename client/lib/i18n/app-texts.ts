import type { i18n } from 'i18next';

const loading = new WeakMap<i18n, Promise<void>>();

/**
 * Adds the areas' texts (every language, so that a change of language waits for nothing) to a
 * page's instance, once; a failed load is tried again on the next call.
 */
export function loadAppTexts(instance: i18n): Promise<void> {
  let loaded = loading.get(instance);
  if (!loaded) {
    loaded = import('./app-resources').then(
      ({ appResources }) => {
        for (const [language, namespaces] of Object.entries(appResources)) {
          for (const [namespace, texts] of Object.entries(namespaces)) instance.addResourceBundle(language, namespace, texts);
        }
      },
      (error: unknown) => {
        loading.delete(instance);
        throw error;
      },
    );
    loading.set(instance, loaded);
  }
  return loaded;
}
