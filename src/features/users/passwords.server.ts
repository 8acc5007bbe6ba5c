/** Password hashing with scrypt (DESIGN section 6: N = 2^17, r = 8, p = 1, per-user salt, timing-safe compare). */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default cap is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$salt$hash, base64 parts, so that parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password nobody knows, made once with the parameters above. Checking against a
 * constant costs exactly one scrypt run, as a known user's check does, even on a fresh instance.
 */
const DUMMY_HASH =
  'scrypt$131072$8$1$hL0b7jySLEuTlULRSD86mg==$k93rJWYybbKGRLRr76hbiqOWayl0nbfeYejq1W/pylg+SyKcqMRgKLjJBrfDOPG0WxM+TjM27qKP+u7cG1/G0w==';

/** Spends the same time as a real check, so that unknown user ids cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
