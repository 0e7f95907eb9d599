/** The baseline server of the page benchmark, in a process of its own (run by bench/pages.ts). */
import { createHelloApp } from './support/hello-app';

const server = createHelloApp().listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close());
