// @ts-check
// SIGHUP to the primary: a rolling restart, one worker at a time; the new one is ready before the
// old one stops, so some worker always accepts. A new worker that cannot start stops the rotation
// and the old ones keep serving. See docs/deploy.md.
import cluster from 'node:cluster';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { LISTEN_WHEN_READY_ENV, READY_TIMEOUT_MS, startDir } from './settings.js';

/** @param {import('./primary.js').PrimaryState} state */
export async function replaceWorkersOneByOne(state) {
  if (state.restarting || state.stopping) return;
  state.restarting = true;
  enterCurrentRelease();
  const old = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  console.log(`[procesos] SIGHUP: reemplazando ${old.length} procesos de la tienda de a uno`);
  try {
    for (const worker of old) {
      if (state.stopping) break;
      const fresh = forkBesideOthers();
      const outcome = await untilReady(fresh);
      if (outcome !== 'ready') {
        if (outcome === 'timeout') {
          state.retiring.add(fresh.id);
          fresh.process.kill('SIGTERM');
          console.error(`[procesos] el proceso nuevo no quedó listo en ${READY_TIMEOUT_MS / 1000} s; se detiene el reemplazo y siguen los actuales.`);
        } else console.error('[procesos] el proceso nuevo no pudo iniciar; se detiene el reemplazo y siguen los actuales.');
        break;
      }
      state.retiring.add(worker.id);
      await new Promise((resolve) => {
        worker.once('exit', resolve);
        worker.process.kill('SIGTERM');
      });
    }
    console.log('[procesos] reemplazo terminado');
  } finally {
    state.restarting = false;
  }
}

/** A worker started while others serve: it listens once ready (shop.js). */
export function forkBesideOthers() {
  return cluster.fork({ [LISTEN_WHEN_READY_ENV]: '1' });
}

/**
 * Started as `node /srv/tienda/current/server.js`: re-enter the folder by that path, so new
 * workers run the release the symlink points at now (see docs/deploy.md).
 */
function enterCurrentRelease() {
  try {
    const appDir = path.dirname(process.argv[1]);
    if (realpathSync(appDir) === realpathSync(startDir)) process.chdir(appDir);
  } catch {
    // the folder vanished: stay where we are
  }
}

/**
 * The new worker listens only once ready (its catalogue loaded, the database answering) and says
 * so (shop.js); the old one is told to stop only then.
 * @param {import('node:cluster').Worker} fresh
 * @returns {Promise<'ready' | 'timeout' | 'exit'>}
 */
function untilReady(fresh) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
    fresh.on('message', (/** @type {{ type?: string } | undefined} */ message) => {
      if (message?.type !== 'tienda:ready') return;
      clearTimeout(timer);
      resolve('ready');
    });
    fresh.once('exit', () => {
      clearTimeout(timer);
      resolve('exit');
    });
  });
}
