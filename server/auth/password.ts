// Password hashing with scrypt from node:crypto: memory-hard, so a stolen table is slow to attack
// on GPUs, and no native package is needed. N=2^15, r=8, p=3 is one of OWASP's equivalent scrypt
// settings (32 MiB per hash; the higher p buys time instead of memory on a small server). The
// parameters are stored with each hash, so they can be raised later (needsRehash).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// Upper bounds for parameters read back from the database: a corrupted row must not make one
// sign-in allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

// Node refuses to run scrypt above maxmem (default 32 MiB, exactly our N*r): give it headroom.
const maxmem = ({ N, r, p }: ScryptParams) => 128 * N * r + 128 * r * p + 16 * 1024 * 1024;

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => Number(v));
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P;
  // At most 256 MiB per check, whatever the row says.
  if (!valid || 128 * N * r > 256 * 1024 * 1024) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password.normalize('NFKC'), parsed.salt, parsed.key.length, {
    ...parsed.params,
    maxmem: maxmem(parsed.params),
  });
  return crypto.timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with weaker parameters than today's (re-hash after a sign-in). */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

const dummies = new Map<string, Promise<string>>();

/**
 * Spends the same work as a real check when the account does not exist, so the answer time does
 * not tell an attacker which e-mails have accounts.
 */
export async function burnPasswordCheck(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<void> {
  const key = `${params.N}:${params.r}:${params.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword('contraseña-de-relleno-para-igualar-tiempos', params);
    dummies.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
}
