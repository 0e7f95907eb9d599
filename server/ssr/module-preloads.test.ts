import type { Manifest } from 'vite';
import { createModulePreloads } from './module-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_react-2.js', '_vendor-3.js'], dynamicImports: ['features/account/account-page.tsx', 'features/stats/stats-page.tsx'] },
  '_react-2.js': { file: 'assets/react-2.js', name: 'react' },
  '_vendor-3.js': { file: 'assets/vendor-3.js', name: 'vendor' },
  '_search-box-4.js': { file: 'assets/search-box-4.js', name: 'search-box', imports: ['_react-2.js'] },
  'features/account/account-page.tsx': { file: 'assets/account-page-5.js', src: 'features/account/account-page.tsx', isDynamicEntry: true, imports: ['_react-2.js'] },
  'features/stats/stats-page.tsx': { file: 'assets/stats-page-6.js', src: 'features/stats/stats-page.tsx', isDynamicEntry: true, imports: ['_search-box-4.js', '_vendor-3.js'] },
  'sign-in.html': { file: 'assets/sign-in-7.js', src: 'sign-in.html', isEntry: true, imports: ['_react-2.js', '_search-box-4.js'] },
};
const preloadsOf = createModulePreloads(manifest, 'index.html');

test('a lazy page preloads its own chunk, not what the entry already loads', () => {
  expect(preloadsOf(['features/account/account-page.tsx'])).toEqual(['/assets/account-page-5.js']);
});

test('the chunks a lazy page imports are preloaded with it, each once', () => {
  expect(preloadsOf(['features/stats/stats-page.tsx', 'features/stats/stats-page.tsx'])).toEqual(['/assets/stats-page-6.js', '/assets/search-box-4.js']);
});

test('a module the build does not know preloads nothing', () => {
  expect(preloadsOf(['features/unknown/unknown-page.tsx'])).toEqual([]);
});

test('what another page’s entry loads is still preloaded for an app page that needs it', () => {
  expect(preloadsOf(['features/stats/stats-page.tsx'])).toContain('/assets/search-box-4.js');
});
