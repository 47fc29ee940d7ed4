import { describe, expect, it } from 'vitest';
import { SHOP_TEXTS, TEXTS } from '#domain/copy';
import { catalogHeaders, catalogUnavailable, catalogUnavailableData, FAILED_RETRY_SECONDS, LOADING_RETRY_SECONDS } from './catalog.server';

describe('what visitors read while there is no catalogue', () => {
  it('while the first read runs: the catalogue is being updated, come back in a few seconds', () => {
    expect(catalogUnavailable({ lastError: null, lastErrorCode: null })).toEqual({
      error: { title: 'Un momento', description: 'Estamos actualizando el catálogo, volvé a intentar en unos segundos.', waiting: true },
      retryAfterSeconds: LOADING_RETRY_SECONDS,
    });
  });

  it('the owner’s sharing hint only when Google refused the account (403)', () => {
    const refused = catalogUnavailable({ lastError: 'Google Sheets denegó el acceso (HTTP 403)', lastErrorCode: 'google-forbidden' });
    expect(refused).toEqual({ error: TEXTS.productsLoadFailed, retryAfterSeconds: FAILED_RETRY_SECONDS });
    expect(refused.error.description).toContain('Asegúrate de haber compartido el Google Sheet');
    for (const code of ['file-missing', 'network', 'timeout', 'google-not-found', 'unexpected'] as const) {
      const other = catalogUnavailable({ lastError: 'algo falló', lastErrorCode: code });
      expect(other.error).toEqual(SHOP_TEXTS.catalogFailed);
      expect(other.error.description).not.toContain('Google Sheet');
    }
  });

  it('answers 503 with Retry-After, and the page passes it on', async () => {
    const answer = catalogUnavailableData({ status: () => ({ lastError: null, lastErrorCode: null }) }, { lists: [] });
    expect(answer.init?.status).toBe(503);
    const headers = new Headers(answer.init?.headers);
    expect(headers.get('Retry-After')).toBe(String(LOADING_RETRY_SECONDS));
    expect(answer.data).toEqual({ lists: [], error: { ...SHOP_TEXTS.catalogUpdating, waiting: true } });
    expect(catalogHeaders({ loaderHeaders: headers }).get('Retry-After')).toBe(String(LOADING_RETRY_SECONDS));
    expect([...catalogHeaders({ loaderHeaders: new Headers() }).keys()]).toEqual([]);
  });
});
