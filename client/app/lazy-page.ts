import type { ComponentType } from 'react';

/**
 * A route's component that loads when the route is first matched. `module` is its file under
 * client/ (the key of the build manifest): the server names it in the page's preload links, and
 * the browser loads it before hydrating.
 */
export interface LazyPage {
  module: string;
  lazy: () => Promise<{ Component: ComponentType }>;
}

type LoadedModule = Record<string, unknown>;

function lazyPage(module: string, load: () => Promise<unknown>, exportName: string): LazyPage {
  return {
    module,
    lazy: async () => {
      const component = ((await load()) as LoadedModule)[exportName];
      if (typeof component !== 'function') throw new Error(`${module} exports no component ${exportName}`);
      return { Component: component as ComponentType };
    },
  };
}

/** client/features/<feature>/<page>-page.tsx, exporting `exportName`. */
export function featurePage(feature: string, page: string, exportName: string): LazyPage {
  // One import pattern per folder: the bundler makes one chunk per page file it matches, and only those.
  return lazyPage(`features/${feature}/${page}-page.tsx`, () => import(`../features/${feature}/${page}-page.tsx`), exportName);
}

/** client/app/pages/<file>.tsx, exporting `exportName`: pages that compose several features. */
export function appPage(file: string, exportName: string): LazyPage {
  return lazyPage(`app/pages/${file}.tsx`, () => import(`./pages/${file}.tsx`), exportName);
}

/** The modules of the lazy routes among `matches`, as named by their handles. */
export function lazyModulesOf(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(({ route }) => {
    const handle = route.handle as { module?: unknown } | undefined;
    return typeof handle?.module === 'string' ? [handle.module] : [];
  });
}
