// The render threads' script run from the source tree: TypeScript, through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../../../server/ssr/render-thread.ts');
