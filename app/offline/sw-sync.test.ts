import { describe, expect, it, vi } from 'vitest';
import { syncRegistry } from './sw-sync';

describe('syncRegistry', () => {
  it('runs the task registered for the tag, and only it', async () => {
    const registry = syncRegistry();
    const queue = vi.fn(async () => 'enviado');
    const other = vi.fn(async () => undefined);
    registry.onSync('cola', queue);
    registry.onSync('otra', other);
    await expect(registry.run('cola')).resolves.toBe('enviado');
    expect(queue).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('answers null for a tag nobody registered', () => {
    expect(syncRegistry().run('nadie')).toBeNull();
  });

  it('passes a failure on, so the browser retries the sync later', async () => {
    const registry = syncRegistry();
    registry.onSync('cola', async () => {
      throw new Error('sin señal');
    });
    await expect(registry.run('cola')).rejects.toThrow('sin señal');
  });
});
