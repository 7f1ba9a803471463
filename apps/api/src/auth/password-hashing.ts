import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingCost } from '../config';

export type PasswordHasher = {
  hashPassword(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws for bad input. */
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Verifies against a fixed dummy hash of the same cost, so a log-in for an unknown e-mail takes
   * as long as one with a wrong password. Always false.
   */
  verifyAgainstDummy(password: string): Promise<false>;
};

/** argon2id (the library's default algorithm) with the configured cost. */
export function createPasswordHasher(cost: PasswordHashingCost): PasswordHasher {
  const hashPassword = (password: string) => hash(password, cost);
  const verifyPassword = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  // Made up front, so even the first unknown e-mail costs no more than a wrong password.
  const dummyHash = hashPassword('dummy password that no account has');
  dummyHash.catch(() => undefined);
  return {
    hashPassword,
    verifyPassword,
    async verifyAgainstDummy(password) {
      await verifyPassword(await dummyHash, password);
      return false;
    },
  };
}
