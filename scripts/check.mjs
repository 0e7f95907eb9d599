// `npm run check`: the type check and the lint on one TypeScript program. The typed lint rules
// (no floating or misused promises) need the program that `tsc` builds; run apart, each builds its
// own, and `eslint .` spends a third of its time on it again.
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = process.cwd();

function program() {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json'), {}, host);
  if (config.errors.length > 0) return { diagnostics: config.errors };
  const built = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
  return { built, diagnostics: ts.getPreEmitDiagnostics(built) };
}

const formatHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };

const typed = program();
if (typed.diagnostics.length > 0) {
  console.error(ts.formatDiagnosticsWithColorAndContext(typed.diagnostics, formatHost));
  console.error(`Type check: ${typed.diagnostics.length} error(s).`);
}
if (!typed.built) process.exit(1);

const eslint = new ESLint({
  cwd: root,
  // The typed rules read the program above instead of a project service of their own.
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, programs: [typed.built] } } }],
});
const results = await eslint.lintFiles(['.']);
const report = (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);
const lintErrors = results.reduce((count, result) => count + result.errorCount, 0);

process.exitCode = typed.diagnostics.length > 0 || lintErrors > 0 ? 1 : 0;
