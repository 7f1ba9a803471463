import { z } from 'zod';

/**
 * The affiliate catalogue file (the seed's JSON, and what an operator loads with
 * `npm run affiliate-deals`): categories with fixed ids, and the deals in them.
 */
const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';
const httpsUrl = z.string().trim().refine(isHttps, { error: 'must be an https:// link' });
/** A logo is one of the portal's own files ("/affiliate-logos/x.svg") or an https image. */
const logoUrl = z
  .string()
  .trim()
  .refine(
    (value) =>
      (/^\/[\w./-]+\.(svg|png|jpe?g|webp)$/i.test(value) && !value.includes('..')) ||
      isHttps(value),
    {
      error: 'must be a portal path such as /affiliate-logos/removals.svg or an https:// image',
    },
  );
const id = z.number().int().positive();
const sortOrder = z.number().int().min(0).max(32_767).default(0);
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const catalogueCategorySchema = z.strictObject({
  id,
  name: text(60),
  isInsurance: z.boolean().default(false),
  sortOrder,
});

export const catalogueDealSchema = z.strictObject({
  id,
  categoryId: id,
  title: text(120),
  description: text(400).nullable().default(null),
  logoUrl,
  linkUrl: httpsUrl,
  showInConfirmationPage: z.boolean().default(false),
  sortOrder,
  isActive: z.boolean().default(true),
});

export const affiliateCatalogueSchema = z.strictObject({
  /** Who supplied the deals, and the period they are offered for (architecture: catalogues). */
  source: text(200),
  period: text(100),
  categories: z.array(catalogueCategorySchema).min(1, { error: 'needs at least one category' }),
  deals: z.array(catalogueDealSchema),
});
export type AffiliateCatalogue = z.infer<typeof affiliateCatalogueSchema>;

/** A catalogue file that cannot be loaded; `problems` names each entry at fault, one line each. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The affiliate catalogue was not loaded:\n${problems.map((line) => `- ${line}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

type Entry = { id?: unknown; title?: unknown; name?: unknown };

/** "deals[3] (id 12, "Removals")": the entry a path points into, as a person finds it in the file. */
function entryName(input: unknown, path: readonly PropertyKey[]): string {
  const [list, index] = path;
  if ((list !== 'deals' && list !== 'categories') || typeof index !== 'number')
    return path.map(String).join('.') || 'file';
  const entry = (input as Record<string, unknown[] | undefined> | null)?.[list]?.[index] as
    Entry | undefined;
  const label =
    typeof entry?.title === 'string'
      ? entry.title
      : typeof entry?.name === 'string'
        ? entry.name
        : undefined;
  const parts = [
    typeof entry?.id === 'number' ? `id ${entry.id}` : null,
    label ? `"${label}"` : null,
  ].filter(Boolean);
  return `${list}[${index}]${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

/** The rules across entries: unique ids, and every deal in a category the file defines. */
function crossEntryProblems(catalogue: AffiliateCatalogue): string[] {
  const problems: string[] = [];
  const categoryIds = new Set<number>();
  catalogue.categories.forEach((category, index) => {
    if (categoryIds.has(category.id))
      problems.push(`categories[${index}] (id ${category.id}): id is used twice`);
    categoryIds.add(category.id);
  });
  const dealIds = new Set<number>();
  catalogue.deals.forEach((deal, index) => {
    const name = `deals[${index}] (id ${deal.id}, "${deal.title}")`;
    if (dealIds.has(deal.id)) problems.push(`${name}: id is used twice`);
    dealIds.add(deal.id);
    if (!categoryIds.has(deal.categoryId))
      problems.push(`${name}: categoryId ${deal.categoryId} is not a category of this file`);
  });
  return problems;
}

/** The catalogue, checked whole; throws CatalogueError naming every entry at fault. */
export function parseAffiliateCatalogue(input: unknown): AffiliateCatalogue {
  const parsed = affiliateCatalogueSchema.safeParse(input);
  if (!parsed.success) {
    throw new CatalogueError(
      parsed.error.issues.map((issue) => {
        const field = issue.path.slice(2).map(String).join('.');
        return `${entryName(input, issue.path)}: ${field ? `${field} ` : ''}${issue.message}`;
      }),
    );
  }
  const problems = crossEntryProblems(parsed.data);
  if (problems.length > 0) throw new CatalogueError(problems);
  return parsed.data;
}

/** Reads and checks a catalogue from JSON text. */
export function parseAffiliateCatalogueJson(json: string): AffiliateCatalogue {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    throw new CatalogueError([
      `the file is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  return parseAffiliateCatalogue(input);
}
