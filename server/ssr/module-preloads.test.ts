import type { Manifest } from 'vite';
import { createModulePreloads } from './module-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_react-2.js', '_vendor-3.js'], dynamicImports: ['features/auth/login-page.tsx', 'features/stats/stats-page.tsx'] },
  '_react-2.js': { file: 'assets/react-2.js', name: 'react' },
  '_vendor-3.js': { file: 'assets/vendor-3.js', name: 'vendor' },
  '_search-box-4.js': { file: 'assets/search-box-4.js', name: 'search-box', imports: ['_react-2.js'] },
  'features/auth/login-page.tsx': { file: 'assets/login-page-5.js', src: 'features/auth/login-page.tsx', isDynamicEntry: true, imports: ['_react-2.js'] },
  'features/stats/stats-page.tsx': { file: 'assets/stats-page-6.js', src: 'features/stats/stats-page.tsx', isDynamicEntry: true, imports: ['_search-box-4.js', '_vendor-3.js'] },
};
const preloadsOf = createModulePreloads(manifest);

test('a lazy page preloads its own chunk, not what the entry already loads', () => {
  expect(preloadsOf(['features/auth/login-page.tsx'])).toEqual(['/assets/login-page-5.js']);
});

test('the chunks a lazy page imports are preloaded with it, each once', () => {
  expect(preloadsOf(['features/stats/stats-page.tsx', 'features/stats/stats-page.tsx'])).toEqual(['/assets/stats-page-6.js', '/assets/search-box-4.js']);
});

test('a module the build does not know preloads nothing', () => {
  expect(preloadsOf(['features/unknown/unknown-page.tsx'])).toEqual([]);
});
