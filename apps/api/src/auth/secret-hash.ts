import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hashes of secrets we must recognise later but never keep (link tokens, one-time codes,
 * contact addresses for throttling). HMAC-SHA-256 under the server's token secret, so a copy of
 * the database alone cannot confirm a guess.
 */
export type SecretHasher = {
  hash(value: string): string;
  matches(value: string, expectedHash: string): boolean;
};

export function createSecretHasher(secret: string): SecretHasher {
  const hash = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    hash,
    matches(value, expectedHash) {
      const actual = Buffer.from(hash(value));
      const expected = Buffer.from(expectedHash);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** A URL-safe random token of 256 bits (ASVS asks for at least 128). */
export function generateUrlToken(): string {
  return randomBytes(32).toString('base64url');
}
