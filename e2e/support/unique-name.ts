import { randomUUID } from 'node:crypto';

const LETTERS = 'abcdefghijklmnop';

/**
 * A name no other test's person has, in letters only (name fields refuse digits): the prefix and
 * `letters` random letters (4 bits each; 8 by default), so names do not collide across a run's
 * movers and agents.
 */
export function uniqueName(prefix: string, letters = 8): string {
  const hex = randomUUID().replace(/-/g, '').slice(0, letters);
  return `${prefix}${hex.replace(/[0-9a-f]/g, (digit) => LETTERS[parseInt(digit, 16)] ?? 'a')}`;
}
