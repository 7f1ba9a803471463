import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTHORITY_FALLBACK_EMAIL, loadConfig } from '../../config';

const env = {
  TOKEN_SECRET: 'a-token-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/nonexistent',
};

describe('AUTHORITY_FALLBACK_EMAIL', () => {
  it('defaults to a dev-mailbox address and takes an e-mail address', () => {
    expect(loadConfig(env).authorityFallbackEmail).toBe(DEFAULT_AUTHORITY_FALLBACK_EMAIL);
    expect(
      loadConfig({ ...env, AUTHORITY_FALLBACK_EMAIL: 'movers@council.example' })
        .authorityFallbackEmail,
    ).toBe('movers@council.example');
  });

  it('stops start-up with one clear line for a value that is not an e-mail address', () => {
    expect(() => loadConfig({ ...env, AUTHORITY_FALLBACK_EMAIL: 'council' })).toThrow(
      'Configuration error: AUTHORITY_FALLBACK_EMAIL: must be an e-mail address (where councils and water boards without a catalogue contact are told)',
    );
  });
});
