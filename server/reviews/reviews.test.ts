import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_REVIEWS, REVIEWS_ERROR_MESSAGE, createReviewsService, reviewsFromPlaceDetails } from './reviews';

function review(n: number, extra: Record<string, unknown> = {}) {
  return {
    author_name: `Autor ${n}`,
    profile_photo_url: `https://lh3.googleusercontent.com/a/foto-${n}`,
    rating: 5,
    text: `Reseña ${n}`,
    relative_time_description: `hace ${n} semanas`,
    time: 1_700_000_000 + n * 1000,
    ...extra,
  };
}

function placeAnswer(count: number, url = 'https://maps.google.com/?cid=123') {
  return { status: 'OK', result: { url, reviews: Array.from({ length: count }, (_, i) => review(i + 1)) } };
}

function memoryLogger() {
  const lines: string[] = [];
  return { lines, error: (m: string) => lines.push(m) };
}

describe('reviewsFromPlaceDetails', () => {
  it('sorts newest first, keeps at most 9 and reads result.url', () => {
    const answer = placeAnswer(12);
    const { reviews, url } = reviewsFromPlaceDetails(answer);
    expect(reviews).toHaveLength(MAX_REVIEWS);
    expect(reviews.map((r) => r.author_name)).toEqual(['Autor 12', 'Autor 11', 'Autor 10', 'Autor 9', 'Autor 8', 'Autor 7', 'Autor 6', 'Autor 5', 'Autor 4']);
    expect(url).toBe('https://maps.google.com/?cid=123');
  });

  it('drops malformed entries and unsafe links (domain rule)', () => {
    const { reviews, url } = reviewsFromPlaceDetails({
      result: { url: 'javascript:alert(1)', reviews: [review(4, { profile_photo_url: 'javascript:alert(1)' }), 'basura', { time: 3 }] },
    });
    expect(reviews.map((r) => r.author_name)).toEqual(['Autor 4']);
    expect(reviews[0].profile_photo_url).toBe('');
    expect(url).toBeNull();
  });

  it('rejects an answer without result', () => {
    expect(() => reviewsFromPlaceDetails({ status: 'OK' })).toThrow(/result/);
  });
});

describe('sample file (no Google key)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'resenas-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the file in the Places answer shape', async () => {
    const file = path.join(dir, 'resenas.json');
    writeFileSync(file, JSON.stringify(placeAnswer(3)));
    const service = createReviewsService({ sampleFile: file });
    expect(service.source).toBe('archivo');
    const result = await service.get();
    expect(result?.reviews.map((r) => r.author_name)).toEqual(['Autor 3', 'Autor 2', 'Autor 1']);
  });

  it('hides the section and logs the spec message when the file is missing or broken', async () => {
    const logger = memoryLogger();
    const missing = createReviewsService({ sampleFile: path.join(dir, 'no-existe.json'), logger });
    expect(await missing.get()).toBeNull();
    const broken = path.join(dir, 'roto.json');
    writeFileSync(broken, '{ no es json');
    expect(await createReviewsService({ sampleFile: broken, logger }).get()).toBeNull();
    expect(logger.lines).toHaveLength(2);
    for (const line of logger.lines) expect(line).toContain(REVIEWS_ERROR_MESSAGE);
  });

  it('hides the section when there are no reviews', async () => {
    const file = path.join(dir, 'vacio.json');
    writeFileSync(file, JSON.stringify({ result: { url: 'https://maps.google.com/?cid=1', reviews: [] } }));
    expect(await createReviewsService({ sampleFile: file }).get()).toBeNull();
  });
});

describe('Google Places (stand-in server on loopback)', () => {
  let server: Server;
  let baseUrl: string;
  let requests: URL[] = [];
  let handler: (req: IncomingMessage, res: ServerResponse) => void = () => {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    requests = [];
  });

  const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function service(clock: { t: number }, logger = memoryLogger()) {
    return createReviewsService({
      apiKey: 'clave-secreta',
      placeId: 'ChIJ-lugar',
      apiUrl: baseUrl,
      sampleFile: '/no/se/usa.json',
      ttlMs: 60_000,
      retryMs: 10_000,
      timeoutMs: 300,
      now: () => clock.t,
      logger,
    });
  }

  it('asks Places Details for the place and keeps the answer for the cache lifetime', async () => {
    handler = json(200, placeAnswer(11));
    const clock = { t: 0 };
    const reviews = service(clock);
    expect(reviews.source).toBe('google');
    const first = await reviews.get();
    expect(first?.reviews).toHaveLength(9);
    expect(first?.reviews[0].author_name).toBe('Autor 11');
    expect(first?.url).toBe('https://maps.google.com/?cid=123');
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toBe('/maps/api/place/details/json');
    expect(requests[0].searchParams.get('place_id')).toBe('ChIJ-lugar');
    expect(requests[0].searchParams.get('key')).toBe('clave-secreta');
    expect(requests[0].searchParams.get('fields')).toContain('reviews');

    clock.t = 59_000;
    await reviews.get();
    expect(requests).toHaveLength(1); // still cached
  });

  it('serves the old answer while refreshing, then the new one', async () => {
    handler = json(200, placeAnswer(2));
    const clock = { t: 0 };
    const reviews = service(clock);
    expect((await reviews.get())?.reviews).toHaveLength(2);
    handler = json(200, placeAnswer(5));
    clock.t = 61_000;
    expect((await reviews.get())?.reviews).toHaveLength(2); // stale answer, no waiting
    await vi.waitFor(async () => expect((await reviews.get())?.reviews).toHaveLength(5));
    expect(requests).toHaveLength(2);
  });

  it('keeps the last good answer when Google fails, logs why without the key, and retries later', async () => {
    handler = json(200, placeAnswer(4));
    const clock = { t: 0 };
    const logger = memoryLogger();
    const reviews = service(clock, logger);
    await reviews.get();

    handler = json(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
    clock.t = 61_000;
    await reviews.get();
    await vi.waitFor(() => expect(logger.lines).toHaveLength(1));
    expect((await reviews.get())?.reviews).toHaveLength(4);
    expect(logger.lines[0]).toContain(REVIEWS_ERROR_MESSAGE);
    expect(logger.lines[0]).toContain('REQUEST_DENIED: The provided API key is invalid.');
    expect(logger.lines[0]).toContain('Se siguen mostrando las reseñas anteriores.');
    expect(logger.lines.join('\n')).not.toContain('clave-secreta');

    // No new request until the retry delay has passed.
    const before = requests.length;
    clock.t = 61_000 + 5_000;
    await reviews.get();
    expect(requests.length).toBe(before);

    handler = json(500, { error: 'caído' });
    clock.t = 61_000 + 11_000;
    await reviews.get();
    await vi.waitFor(() => expect(logger.lines).toHaveLength(2));
    expect(requests.length).toBe(before + 1);
    expect(logger.lines[1]).toContain('Google Places respondió 500');
    expect((await reviews.get())?.reviews).toHaveLength(4);
  });

  it('hides the section when Google fails and there is no earlier answer (timeout, HTML error page)', async () => {
    handler = () => {}; // never answers
    const logger = memoryLogger();
    expect(await service({ t: 0 }, logger).get()).toBeNull();
    expect(logger.lines[0]).toContain('Google Places no respondió a tiempo');

    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    };
    expect(await service({ t: 0 }, logger).get()).toBeNull();
    expect(logger.lines[1]).toContain('Google Places respondió 502: <html><body>Bad gateway</body></html>');
  });

  it('shares one request between visitors arriving together', async () => {
    handler = (req, res) => setTimeout(() => json(200, placeAnswer(3))(req, res), 50);
    const reviews = service({ t: 0 });
    const answers = await Promise.all([reviews.get(), reviews.get(), reviews.get()]);
    expect(answers.every((a) => a?.reviews.length === 3)).toBe(true);
    expect(requests).toHaveLength(1);
  });
});
