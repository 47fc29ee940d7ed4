import { describe, expect, it } from 'vitest';
import { stopReport, withDeadline } from './stop-parts';

describe('withDeadline', () => {
  it('says a part stopped when it settles in time', async () => {
    const outcome = await withDeadline('outbox', new Promise((r) => setTimeout(r, 5)), 1_000);
    expect(outcome).toMatchObject({ name: 'outbox', status: 'stopped' });
  });

  it('gives up on a part that never settles, once its time is over', async () => {
    const started = Date.now();
    const outcome = await withDeadline('database', new Promise(() => {}), 50);
    expect(outcome).toMatchObject({ name: 'database', status: 'timeout' });
    // A bound, not a measurement: it did not wait for the part.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a part that failed, with its message, without rejecting', async () => {
    const outcome = await withDeadline('catalog', () => Promise.reject(new Error('carpeta borrada')), 1_000);
    expect(outcome).toMatchObject({ name: 'catalog', status: 'failed', error: 'carpeta borrada' });
  });

  it('catches a part that throws at once', async () => {
    const outcome = await withDeadline(
      'mailTransport',
      () => {
        throw new Error('cerrado');
      },
      1_000,
    );
    expect(outcome).toMatchObject({ status: 'failed', error: 'cerrado' });
  });

  it('lets a synchronous part that returns finish even with no time left', async () => {
    expect(await withDeadline('pins', () => undefined, 0)).toMatchObject({ status: 'stopped' });
  });
});

describe('stopReport', () => {
  it('names the parts left running and the ones that failed', () => {
    const report = stopReport([
      { name: 'catalog', status: 'timeout', ms: 10 },
      { name: 'database', status: 'failed', ms: 1, error: 'x' },
      { name: 'outbox', status: 'stopped', ms: 2 },
    ]);
    expect(report.unfinished).toEqual(['catalog']);
    expect(report.failed).toEqual(['database']);
  });
});
