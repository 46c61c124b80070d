// `npm run dev`: Vite's dev server over pages/, with the pages and islands plugins of vite.config.ts. Every
// route answers at its clean URL (/criar-sala); an edit to a page or a widget reloads the open page, and one
// to its CSS restyles it; an edit to a content, shell or fragment module restarts the server, which reloads it.
// For working, not for measuring: `npm start` serves the production build. PORT (default 5173), HOST
// (default 127.0.0.1).
import { resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

const server = await createServer({
  configFile: resolve(ROOT, 'vite.config.ts'),
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
});
await server.listen();
server.printUrls();
