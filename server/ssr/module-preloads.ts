import type { Manifest } from 'vite';

/**
 * The scripts a page will load on demand (its lazy routes, named by their source files under
 * client/) and everything they import, minus what the app's entry (its HTML template) already brings: the page
 * names them as modulepreload links, so the browser fetches them while it parses the entry.
 */
export function createModulePreloads(manifest: Manifest, entry: string): (modules: readonly string[]) => string[] {
  const chunksOf = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      chunksOf(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const loadedByEntry = chunksOf([entry]);

  return (modules) => {
    const files: string[] = [];
    for (const key of chunksOf(modules)) {
      const chunk = manifest[key];
      if (!chunk || loadedByEntry.has(key)) continue;
      files.push(`/${chunk.file}`);
    }
    return files;
  };
}
