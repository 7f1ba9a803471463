import { z } from 'zod';
import type { Db } from '../../db/client';
import { replaceAuthorityContacts, type AuthorityContactInput } from './authority-contacts.repo';

/** A logo is an https address or a path the portal serves (e.g. /authority-logos/leeds.svg). */
const logoUrlSchema = z
  .string()
  .trim()
  .refine((value) => /^https:\/\/\S+$/.test(value) || /^\/[\w./-]+$/.test(value), {
    message: 'must be an https address or a path beginning with /',
  });

/** One authority of the contact catalogue (authority_contacts). */
export const authorityContactEntrySchema = z
  .object({
    kind: z.enum(['council', 'water'], { error: "must be 'council' or 'water'" }),
    code: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
    name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
    emailAddress: z.email({ error: 'must be an e-mail address' }),
    logoUrl: logoUrlSchema.nullable().default(null),
    registrationUrl: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
      .nullable()
      .default(null),
  })
  .strict();

/** The whole file: a list of authorities, each kind and code once. */
export const authorityCatalogueSchema = z
  .array(authorityContactEntrySchema)
  .min(1, 'must list at least one authority')
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = `${entry.kind}:${entry.code}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'code'],
          message: 'appears twice for this kind',
        });
      seen.add(key);
    });
  });

export type CatalogueParse =
  { ok: true; entries: AuthorityContactInput[] } | { ok: false; message: string };

/** Names the wrong entry by its number (from 1) and, when readable, its kind and code. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const [index, ...field] = issue.path;
  if (typeof index !== 'number') return `The catalogue ${issue.message}`;
  const entry = Array.isArray(input)
    ? (input[index] as { kind?: unknown; code?: unknown } | undefined)
    : undefined;
  const label =
    typeof entry?.kind === 'string' && typeof entry.code === 'string'
      ? ` (${entry.kind} ${entry.code})`
      : '';
  const where = field.length > 0 ? `${field.join('.')}: ` : '';
  return `Entry ${index + 1}${label}: ${where}${issue.message}`;
}

/** Checks the catalogue file's text; a bad file answers one line naming the wrong entry. */
export function parseAuthorityCatalogue(text: string): CatalogueParse {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The catalogue is not valid JSON.' };
  }
  const parsed = authorityCatalogueSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: issue ? describeIssue(issue, input) : 'The catalogue is invalid.',
    };
  }
  return { ok: true, entries: parsed.data };
}

/**
 * The operator command's work: a valid file replaces the whole catalogue in one transaction (the
 * running server reads it on the next notification); a bad file changes nothing.
 */
export async function replaceAuthorityCatalogue(db: Db, text: string): Promise<CatalogueParse> {
  const parsed = parseAuthorityCatalogue(text);
  if (!parsed.ok) return parsed;
  await db.transaction((tx) => replaceAuthorityContacts(tx, parsed.entries));
  return parsed;
}
