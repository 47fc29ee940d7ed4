// The phone's queue against an in-memory IndexedDB (fake-indexeddb) and a fake shop.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { flushOutbox, OUTBOX_ENDPOINT } from './outbox';
import { forgetRequest, keepRequest, keptRequest, keptRequests, rekeyRequest, settleCorrected } from './outbox-store';

const body = (key: string) => ({ idempotencyKey: key, name: 'Juan Pérez', items: '[{"id":"10","quantity":2}]' });

/** A shop that stores each key once and answers `status`; `gate` holds every answer until opened. */
function fakeShop(status = 200, description = 'listo', fieldErrors?: Record<string, string>) {
  const stored = new Map<string, number>();
  const posts: Array<{ url: string; body: { tipo: string; datos: Record<string, string> } }> = [];
  let open: () => void = () => {};
  let gate: Promise<void> | null = null;
  const fetchFn = (async (url: string, init: RequestInit) => {
    const parsed = JSON.parse(String(init.body)) as { tipo: string; datos: Record<string, string> };
    posts.push({ url, body: parsed });
    if (gate) await gate;
    const key = parsed.datos.idempotencyKey;
    if (status === 200) stored.set(key, (stored.get(key) ?? 0) + 1);
    return Response.json({ description, fieldErrors }, { status, headers: status === 429 ? { 'Retry-After': '120' } : {} });
  }) as unknown as typeof fetch;
  return {
    fetchFn,
    stored,
    posts,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

const offline = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

beforeEach(async () => {
  for (const kept of await keptRequests()) await forgetRequest(kept.key);
});

describe('the phone outbox', () => {
  it('keeps a request and sends it once with its key and the time it was made', async () => {
    await keepRequest('presupuesto', body('k1'), Date.parse('2026-11-27T17:05:00Z'));
    const shop = fakeShop();
    const result = await flushOutbox({ fetch: shop.fetchFn, now: () => Date.parse('2026-11-27T20:40:00Z') });
    expect(result.sent.map((r) => r.key)).toEqual(['k1']);
    expect(shop.posts[0]).toEqual({ url: OUTBOX_ENDPOINT, body: { tipo: 'presupuesto', datos: { ...body('k1'), madeAt: '2026-11-27T17:05:00.000Z' } } });
    expect(await keptRequests()).toEqual([]);
    await flushOutbox({ fetch: shop.fetchFn });
    expect(shop.posts).toHaveLength(1);
  });

  it('the same key kept twice is one request', async () => {
    await keepRequest('consulta', body('k1'), 1);
    await keepRequest('consulta', body('k1'), 2);
    expect(await keptRequests()).toHaveLength(1);
  });

  it('without signal it stays, counting the try and saying why', async () => {
    await keepRequest('presupuesto', body('k1'), Date.now());
    const result = await flushOutbox({ fetch: offline });
    expect(result).toMatchObject({ sent: [], waiting: 1 });
    const [kept] = await keptRequests();
    expect(kept).toMatchObject({ attempts: 1, lastError: 'Sin señal todavía.', refused: false, claimedUntil: 0 });
    const shop = fakeShop();
    expect((await flushOutbox({ fetch: shop.fetchFn })).sent).toHaveLength(1);
  });

  it('a request the shop refuses stays with the reason and is not sent again by itself', async () => {
    await keepRequest('presupuesto', body('k1'), Date.now());
    const shop = fakeShop(422, 'Ingresá un email válido.');
    const result = await flushOutbox({ fetch: shop.fetchFn });
    expect(result.refused.map((r) => r.lastError)).toEqual(['Ingresá un email válido.']);
    expect(await keptRequests()).toMatchObject([{ key: 'k1', refused: true, lastError: 'Ingresá un email válido.' }]);
    await flushOutbox({ fetch: shop.fetchFn });
    expect(shop.posts).toHaveLength(1);
  });

  it('a shop asking to wait (429) is not asked again before its Retry-After', async () => {
    let now = 1_000_000;
    await keepRequest('presupuesto', body('k1'), now);
    const busy = fakeShop(429, 'Demasiadas solicitudes.');
    await flushOutbox({ fetch: busy.fetchFn, now: () => now });
    await flushOutbox({ fetch: busy.fetchFn, now: () => now + 60_000 });
    expect(busy.posts).toHaveLength(1);
    const shop = fakeShop();
    now += 121_000;
    expect((await flushOutbox({ fetch: shop.fetchFn, now: () => now })).sent).toHaveLength(1);
  });

  it('two tabs flushing at once send each request once', async () => {
    await keepRequest('presupuesto', body('k1'), Date.now());
    await keepRequest('consulta', body('k2'), Date.now());
    const shop = fakeShop();
    shop.hold();
    const first = flushOutbox({ fetch: shop.fetchFn });
    const second = flushOutbox({ fetch: shop.fetchFn });
    await new Promise((resolve) => setTimeout(resolve, 50));
    shop.release();
    const results = await Promise.all([first, second]);
    await flushOutbox({ fetch: shop.fetchFn });
    expect([...shop.stored.values()]).toEqual([1, 1]);
    expect(
      results
        .flatMap((r) => r.sent)
        .map((r) => r.key)
        .sort(),
    ).toEqual(['k1', 'k2']);
  });

  it('stops trying after 30 days (the page offers WhatsApp instead)', async () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    await keepRequest('presupuesto', body('k1'), now - 31 * 24 * 3600_000);
    const shop = fakeShop();
    await flushOutbox({ fetch: shop.fetchFn, now: () => now });
    expect(shop.posts).toHaveLength(0);
    expect(await keptRequests()).toHaveLength(1);
  });

  it("a refusal keeps the shop's message for each field, to show when the visitor corrects it", async () => {
    await keepRequest('presupuesto', body('k1'), Date.now());
    await flushOutbox({ fetch: fakeShop(422, 'Revisá los datos.', { email: 'Ingresá un email válido.', extra: 3 as unknown as string }).fetchFn });
    expect((await keptRequest('k1'))?.fieldErrors).toEqual({ email: 'Ingresá un email válido.' });
  });

  it('a corrected request refused again replaces the kept one; taken, the kept one goes', async () => {
    await keepRequest('presupuesto', body('k1'), Date.now());
    await flushOutbox({ fetch: fakeShop(422, 'Revisá los datos.').fetchFn });
    const corrected = { ...body('k1'), email: 'otra@example' };
    expect(await settleCorrected('k1', { ok: false, body: corrected, reason: 'Email inválido.', fieldErrors: { email: 'x' } })).toBe(true);
    expect(await keptRequests()).toMatchObject([{ key: 'k1', body: corrected, refused: true, lastError: 'Email inválido.' }]);
    expect(await settleCorrected('k1', { ok: true })).toBe(true);
    expect(await keptRequests()).toEqual([]);
    expect(await settleCorrected('k1', { ok: true })).toBe(false);
  });

  it('a key the shop refused as a key moves to a new one, the request and its state with it', async () => {
    await keepRequest('consulta', body('mala'), 5);
    const moved = await rekeyRequest('mala', 'k'.repeat(40));
    expect(moved).toMatchObject({ key: 'k'.repeat(40), madeAt: 5, body: { idempotencyKey: 'k'.repeat(40) } });
    expect((await keptRequests()).map((r) => r.key)).toEqual(['k'.repeat(40)]);
    expect(await rekeyRequest('mala', 'otra')).toBeUndefined();
  });
});
