// The Express application around React Router: security headers, body limits, the load context,
// and the background services (catalogue refresh, mail outbox). server.js mounts it, in
// development through Vite and in production from the build.
import 'react-router';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { getConfig } from './config';
import { bodyLimit } from './http/body-limit';
import { securityHeaders } from './http/security-headers';
import { startServices, stopServices } from './services';

const config = getConfig();
const development = config.NODE_ENV === 'development';

export const app = express();
app.disable('x-powered-by');
// One proxy (the hosting's) may sit in front: its X-Forwarded-For gives the visitor's address.
app.set('trust proxy', 1);
// The photo feed widget (only when configured) loads its script and data from its own hosts.
const socialFeedHosts = config.SOCIAL_FEED_WIDGET_ID ? ['https://elfsightcdn.com', 'https://*.elfsightcdn.com', 'https://*.elfsight.com'] : [];
app.use(securityHeaders({ development, extraScriptHosts: socialFeedHosts }));
app.use(bodyLimit);

startServices();

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext(req, res) {
      return {
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'desconocido',
      };
    },
  }),
);

export { stopServices };
