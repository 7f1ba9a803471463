import { isIsoDate } from '@threshold/domain/dates/calendar-date';
import { z } from 'zod';

/**
 * Field rules that catalogue files share (energy tariffs, broadband packages): what an operator
 * may write, with a message that names the fix; and how a bad file is reported.
 */

export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
export const optionalText = (max: number) => text(max).nullable().default(null);
export const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, {
    error: 'must be a lower-case slug such as hearthstone-fix-12 or kestrel-fibre-150',
  });
export const isHttps = (value: string) =>
  URL.canParse(value) && new URL(value).protocol === 'https:';
export const httpsUrl = z.string().trim().refine(isHttps, { error: 'must be an https:// link' });
export const imageUrl = z
  .string()
  .trim()
  .refine(
    (value) =>
      (/^\/[\w./-]+\.(svg|png|jpe?g|webp)$/i.test(value) && !value.includes('..')) ||
      isHttps(value),
    { error: 'must be a portal path such as /energy-logos/hearthstone.svg or an https:// image' },
  );
export const isoDate = z.string().refine(isIsoDate, { error: 'must be a date yyyy-MM-dd' });
export const pence = z.number().int({ error: 'must be whole pence' }).min(0).max(10_000_000);
export const sortOrder = z.number().int().min(0).max(32_767).default(0);

/** A catalogue file that cannot be loaded; `problems` names each entry and field at fault. */
export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError';
  readonly problems: string[];
  /** `catalogue`: which one, as the operator says it ("energy", "broadband"). */
  constructor(catalogue: string, problems: string[]) {
    const shown = problems.slice(0, 50);
    const more =
      problems.length > shown.length ? [`… and ${problems.length - shown.length} more`] : [];
    super(
      `The ${catalogue} catalogue was not loaded:\n${[...shown, ...more].map((line) => `- ${line}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** "packages[3] (code kestrel-fibre-150)": the entry a path points into, as a person finds it. */
export function entryName(input: unknown, path: readonly PropertyKey[]): string {
  const [list, index] = path;
  if (typeof list !== 'string' || typeof index !== 'number') {
    return path.map(String).join('.') || 'file';
  }
  const entry = (input as Record<string, unknown[] | undefined> | null)?.[list]?.[index] as
    { id?: unknown; code?: unknown } | undefined;
  const key =
    typeof entry?.code === 'string'
      ? `code ${entry.code}`
      : typeof entry?.id === 'string'
        ? `id ${entry.id}`
        : null;
  return `${list}[${index}]${key ? ` (${key})` : ''}`;
}

/** One line per zod issue: the entry, the field within it, the message. */
export function issueLines(input: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.slice(2).map(String).join('.');
    return `${entryName(input, issue.path)}: ${field ? `${field} ` : ''}${issue.message}`;
  });
}
