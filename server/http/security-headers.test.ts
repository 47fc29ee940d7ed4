import { describe, expect, it } from 'vitest';
import { cspWithHashes } from './security-headers';

describe('the Content-Security-Policy', () => {
  it('names no Google host when the Ads tag is off', () => {
    const policy = cspWithHashes({ development: false, analytics: false }, ["'sha256-abc'"]);
    expect(policy).not.toMatch(/google|doubleclick/);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
  });
  it('allows the tag hosts when the Ads tag is on', () => {
    expect(cspWithHashes({ development: false, analytics: true }, [])).toContain('https://www.googletagmanager.com');
  });
});
