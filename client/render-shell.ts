import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PageStream } from '../contract';

const RENDER_TIMEOUT_MS = 10_000;

/** Starts streaming a page's React tree; resolves once its shell is ready to send. */
export function renderShell(app: ReactNode, nonce: string): Promise<Pick<PageStream, 'pipe' | 'abort'>> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => stream.abort(new Error('Rendering took too long')), RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(app, {
      nonce,
      onShellReady: () => resolve({ pipe: (destination) => void stream.pipe(destination), abort: (reason) => stream.abort(reason) }),
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error);
      },
      onAllReady: () => clearTimeout(timeout),
      onError: (error) => console.error('Rendering a page failed', error),
    });
  });
}
