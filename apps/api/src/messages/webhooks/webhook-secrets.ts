import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret prefix. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new signing secret: `whsec_` + base64 of 32 random bytes (the spec asks 24 to 64). */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export type WebhookSecretBox = {
  /** base64 of iv + tag + ciphertext, bound to the endpoint's id (a row's secret cannot be moved to another). */
  seal(secret: string, endpointId: string): string;
  open(sealed: string, endpointId: string): string;
};

/**
 * Endpoint secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the token secret.
 * The server signs with them, so they are encrypted rather than hashed.
 */
export function createWebhookSecretBox(tokenSecret: string): WebhookSecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', tokenSecret, 'threshold', 'webhook endpoint secrets v1', 32),
  );
  return {
    seal(secret, endpointId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(endpointId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    open(sealed, endpointId) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(endpointId));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
