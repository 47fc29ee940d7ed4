// Starts the shop: `npm start` (production, from the build) or `npm run dev` (through Vite).
import compression from 'compression';
import express from 'express';

const development = process.env.NODE_ENV !== 'production';
const port = Number(process.env.PORT || 3000);

const server = express();
server.disable('x-powered-by');
server.use(compression());

let appModule;
if (development) {
  const vite = await import('vite');
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      appModule = await viteDevServer.ssrLoadModule('./server/app.ts');
      return appModule.app(req, res, next);
    } catch (error) {
      if (typeof error === 'object' && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Hashed assets never change: cache them for a year. Other public files for an hour.
  server.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // Only paths that name a file ('/logo.svg', '/robots.txt') can be one: pages skip the disk look-up.
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  server.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data') ? publicFiles(req, res, next) : next()));
  try {
    appModule = await import('./build/server/index.js');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  server.use(appModule.app);
}

const httpServer = server.listen(port, () => {
  console.log(`Tienda lista en http://localhost:${port}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: cerrando la tienda...`);
  httpServer.close();
  httpServer.closeIdleConnections?.();
  try {
    await appModule?.stopServices?.();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
