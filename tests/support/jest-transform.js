import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import swcJest from '@swc/jest';

/**
 * Jest runs every module in a `vm` context, where each read of a global (`Object`, `Array`, `Map`…)
 * goes through the context's interceptor: about 200 ns instead of 4 (nodejs/node#31658). drizzle's
 * query builder reads `Object` several times per SQL chunk and builds its SQL six times slower under
 * jest than in the product. This transform binds the language's own constructors once per module
 * (`const { Object, Map } = globalThis;` on the module's first line, after a "use strict" prologue,
 * so no line moves), for the project's code after swc and for node_modules as they are. Only
 * intrinsics that no test replaces: not `Date`, timers or `process`, which fake timers and tests
 * swap after modules load. A module that declares one of the names itself keeps its own.
 */
const INTRINSICS = [
  'Object', 'Array', 'Symbol', 'Reflect', 'Promise', 'Map', 'Set', 'WeakMap', 'WeakSet', 'JSON', 'Math', 'Number',
  'String', 'Boolean', 'Error', 'TypeError', 'RangeError', 'Function', 'RegExp', 'BigInt', 'Uint8Array', 'ArrayBuffer', 'Proxy',
];

const USE_STRICT_PROLOGUE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use strict\1;?/;

/**
 * Names the module reads and neither declares nor assigns (`var a = 1, Symbol = root.Symbol`):
 * anything that looks like either, anywhere in the module, leaves that name to the global. A
 * declaration the check missed would fail loudly, as a SyntaxError when the module loads.
 */
export function intrinsicsToBind(code) {
  return INTRINSICS.filter(
    (name) =>
      new RegExp(`\\b${name}\\b`).test(code) &&
      !new RegExp(`\\b(?:var|let|const|function|class|import)\\b[^;=]*?\\b${name}\\b`).test(code) &&
      !new RegExp(`(?:^|[^.\\w$])${name}\\s*=(?![=>])`, 'm').test(code),
  );
}

export function bindIntrinsics(code) {
  if (code.startsWith('#!')) return code;
  const names = intrinsicsToBind(code);
  if (names.length === 0) return code;
  const binding = `const { ${names.join(', ')} } = globalThis;`;
  const prologue = USE_STRICT_PROLOGUE.exec(code);
  if (!prologue) return `${binding}${code}`;
  const at = prologue[0].length;
  return `${code.slice(0, at)}${prologue[0].endsWith(';') ? '' : ';'}${binding}${code.slice(at)}`;
}

/** node_modules and the project's plain .mjs/.cjs run as they are; the rest is TypeScript or JSX for swc. */
const runsAsWritten = (filename) => filename.includes('/node_modules/') || /\.[cm]js$/.test(filename);

/** Cached results are keyed by this file's own text too: a change here transforms every module again. */
const OWN_TEXT = readFileSync(new URL(import.meta.url), 'utf8');

export function createTransformer(swcOptions) {
  const swc = swcJest.createTransformer(swcOptions);
  return {
    process(source, filename, options) {
      if (runsAsWritten(filename)) return { code: bindIntrinsics(source) };
      const transformed = swc.process(source, filename, options);
      return { ...transformed, code: bindIntrinsics(transformed.code) };
    },
    getCacheKey(source, filename, ...rest) {
      return createHash('sha1').update(OWN_TEXT).update('\0').update(swc.getCacheKey(source, filename, ...rest)).digest('hex');
    },
  };
}

export default { createTransformer };
