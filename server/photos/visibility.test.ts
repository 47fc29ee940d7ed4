import { describe, expect, it } from 'vitest';
import { photoKey } from '#domain/photos';
import { PhotoVisibility } from './visibility';

type Failure = { source: string; gone: boolean };

describe('PhotoVisibility', () => {
  it('hides failed links without a kept copy, and changes its version only when that list changes', () => {
    let failures: Failure[] = [];
    let clock = 0;
    let reads = 0;
    const visibility = new PhotoVisibility(
      {
        failures: () => {
          reads++;
          return failures as never;
        },
        meta: () => null,
      },
      () => clock,
      1_000,
    );
    expect(visibility.shown('https://i.ibb.co/a.jpg')).toBe(true);
    const first = visibility.version();

    failures = [
      { source: 'https://i.ibb.co/a.jpg', gone: false },
      { source: 'https://i.ibb.co/kept.jpg', gone: true },
    ];
    // Within the refresh time the old list stands (pages read it often; the engine is asked rarely).
    expect(visibility.shown('https://i.ibb.co/a.jpg')).toBe(true);
    expect(reads).toBe(1);

    clock = 1_000;
    expect(visibility.shown('https://i.ibb.co/a.jpg')).toBe(false);
    // A dead link whose copy the shop kept is still shown.
    expect(visibility.shown('https://i.ibb.co/kept.jpg')).toBe(true);
    const second = visibility.version();
    expect(second).not.toBe(first);

    clock = 2_000;
    failures = [...failures];
    expect(visibility.version()).toBe(second);
    clock = 3_000;
    failures = [];
    expect(visibility.version()).not.toBe(second);
    expect(visibility.shown('https://i.ibb.co/a.jpg')).toBe(true);
  });

  it("gives a prepared photo's main colour, and none for one not prepared", () => {
    const visibility = new PhotoVisibility({
      failures: () => [],
      meta: (key) => (key === photoKey('https://i.ibb.co/a.jpg') ? { width: 800, height: 600, color: '#7a5c2e' } : null),
    });
    expect(visibility.color('https://i.ibb.co/a.jpg')).toBe('#7a5c2e');
    expect(visibility.color('https://i.ibb.co/b.jpg')).toBeNull();
  });
});
