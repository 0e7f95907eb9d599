import { LANGUAGES } from '../../../contract';
import { I18N_NAMESPACES } from '../ui-constants';
import { resources } from './resources';

/** Every leaf key of a translation tree, as dotted paths. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leafValues(tree: object): unknown[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? leafValues(value as object) : [value]));
}

describe.each(I18N_NAMESPACES)('the %s namespace', (namespace) => {
  test('has the same keys in every language', () => {
    const [first, ...others] = LANGUAGES;
    const reference = leafKeys(resources[first][namespace]).sort();
    for (const language of others) {
      expect({ language, keys: leafKeys(resources[language][namespace]).sort() }).toEqual({ language, keys: reference });
    }
  });

  test.each(LANGUAGES)('has only non-empty texts in %s', (language) => {
    for (const value of leafValues(resources[language][namespace])) {
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });
});
