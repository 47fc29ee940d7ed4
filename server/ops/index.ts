// Operations wiring for one server process: readiness, metrics, request logs and the error
// handler, built from the process's services. server/app.ts makes one; server.js calls
// `observe` and `serve` before anything else for every request.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { PageCache } from '../http/page-cache';
import type { ProcessServices } from '../services';
import { startBackupService, type BackupService } from './backup-service';
import { backupNotes } from './backup-status';
import { createReadiness, within, type ReadinessCheck } from './health';
import { clusterMetricsFromPrimary, createOpsHttp, errorHandlerFor, type OpsHttp } from './http';
import { logger } from './log';
import { countMails, countRefreshes, countRefusals, countSearches, outboxFigures, shopMetrics, type ShopMetrics } from './metrics';

export interface Ops extends OpsHttp {
  readiness: ReadinessCheck;
  metrics: ShopMetrics;
  /** Express middleware answering the operator addresses (development, where server.js has no module yet). */
  middleware: RequestHandler;
  /** Express's last error handler: logs the error with its stack and the request id, answers 500. */
  errorHandler: ErrorRequestHandler;
  /** The process is stopping: /readyz says so, so a front stops sending it visitors. */
  drain(): void;
  /** Daily backups, and the ones `npm run backup` asks for. */
  backups: BackupService;
}

const KEY = Symbol.for('tienda.ops.instrumented');
const BACKUPS = Symbol.for('tienda.ops.backups');

export function createOps(services: ProcessServices, pageCache: PageCache | null): Ops {
  const metrics = shopMetrics();

  // Count what the services do, once per process (development re-evaluates this module).
  const marked = services as unknown as Record<symbol, boolean>;
  if (!marked[KEY]) {
    marked[KEY] = true;
    countMails(services.mail, metrics);
    countRefreshes(services.catalog, metrics);
    countSearches(services.searchLog, metrics);
    countRefusals(services.limits.forms.presupuesto, 'presupuesto', metrics);
    countRefusals(services.limits.forms.consulta, 'consulta', metrics);
    countRefusals(services.limits.answerLinks, 'enlace-respuesta', metrics);
    countRefusals(services.limits.expensivePages, 'paginas-costosas', metrics);
  }
  // One backup service per process (development re-evaluates this module); a BACKUP_DIR the shop
  // cannot write stops the start here, naming the variable.
  const held = services as unknown as Record<symbol, BackupService | undefined>;
  const backups = (held[BACKUPS] ??= startBackupService({ config: services.config, db: services.db }));
  metrics.setSources({
    pageCache: () => pageCache?.stats() ?? null,
    catalog: () => services.catalog.status(),
    // A database that is still opening or down must not hold the scrape: last figures instead.
    outbox: () => within((async () => outboxFigures(await services.db()))(), 250),
  });

  const readiness = createReadiness({
    catalogLoaded: () => services.catalog.current() !== null,
    db: services.db,
    smtpUrl: services.config.SMTP_URL,
    notes: () => backupNotes(services.config),
  });
  const http = createOpsHttp({
    logger,
    metrics,
    readiness,
    metricsToken: services.config.METRICS_TOKEN,
    clusterMetrics: clusterMetricsFromPrimary(),
  });

  const errorHandler = errorHandlerFor(logger);

  return {
    ...http,
    readiness,
    metrics,
    middleware: (req, res, next) => {
      if (!http.serve(req, res)) next();
    },
    errorHandler,
    drain: () => readiness.drain(),
    backups,
  };
}
