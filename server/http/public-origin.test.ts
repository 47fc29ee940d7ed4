import { describe, expect, it } from 'vitest';
import { configuredOrigin, publicUrlWarning, shopOrigin } from './public-origin';

describe('shopOrigin', () => {
  it('is PUBLIC_URL whatever Host the request names', () => {
    const request = new Request('http://evil.example/presupuesto/abc');
    expect(shopOrigin('https://tienda.example.com.ar/', request)).toBe('https://tienda.example.com.ar');
  });
  it("is the request's own origin without PUBLIC_URL (development, tests)", () => {
    expect(shopOrigin(undefined, new Request('http://127.0.0.1:3000/x'))).toBe('http://127.0.0.1:3000');
    expect(configuredOrigin('')).toBeUndefined();
  });
});

describe('publicUrlWarning', () => {
  it('warns in production without PUBLIC_URL only', () => {
    expect(publicUrlWarning({ NODE_ENV: 'production' })).toContain('PUBLIC_URL');
    expect(publicUrlWarning({ NODE_ENV: 'production', PUBLIC_URL: 'https://tienda.example' })).toBeNull();
    expect(publicUrlWarning({ NODE_ENV: 'development' })).toBeNull();
  });
});
