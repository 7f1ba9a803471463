import { callPlanKindSchema, installTechnologySchema } from '@threshold/domain/schemas/broadband';
import { z } from 'zod';
import {
  CatalogueFileError,
  httpsUrl,
  imageUrl,
  isoDate,
  issueLines,
  optionalText,
  pence,
  slug,
  sortOrder,
  text,
} from '../catalogue-file-fields';

/**
 * The broadband package catalogue file: the seed's JSON, and what an operator loads with
 * `npm run broadband-catalogue -- <file.json> [--check]`. Money is whole pence, speeds whole
 * Mbit/s, lead times whole working days. Pricing beyond these facts (first-year cost, average
 * monthly, total) is worked out by the domain, never written in the file.
 */

const workingDays = z.number().int().min(0).max(90);
const leadTimeSchema = z.strictObject({
  newLineWorkingDays: workingDays,
  activeLineWorkingDays: workingDays,
});

const providerSchema = z.strictObject({
  id: slug,
  name: text(80),
  logoUrl: imageUrl,
  signUpKind: z.enum(['partner', 'wholeOfMarket']),
  /** A partner's sign-up route segment ('sky'); null for whole-of-market providers. */
  partnerSlug: slug.nullable().default(null),
  contactEmail: z.email({ error: 'must be an e-mail address' }),
  signupUrl: httpsUrl,
  leadTimes: z.partialRecord(installTechnologySchema, leadTimeSchema),
  sortOrder,
});
export type CatalogueProvider = z.infer<typeof providerSchema>;

const perMinute = z.number().int().min(0).max(500);

const packageSchema = z.strictObject({
  code: slug,
  providerId: slug,
  name: text(120),
  technology: installTechnologySchema,
  isInterim: z.boolean().default(false),
  broadband: z.strictObject({
    name: text(80),
    type: z.enum(['Broadband', 'Fibre']),
    downloadMbps: z.number().int().min(0).max(10_000),
    uploadMbps: z.number().int().min(0).max(10_000),
    /** Monthly allowance in GB; null is unlimited. */
    usageLimitGb: z.number().int().min(1).max(100_000).nullable().default(null),
  }),
  call: z
    .strictObject({
      name: text(80),
      kind: callPlanKindSchema,
      costDayPerMin: perMinute,
      costEveningPerMin: perMinute,
      costWeekendPerMin: perMinute,
      lineRentalCost: pence.default(0),
    })
    .nullable()
    .default(null),
  tv: z
    .strictObject({
      name: text(80),
      feature1: optionalText(120),
      feature2: optionalText(120),
      feature1Title: optionalText(60),
      feature2Title: optionalText(60),
    })
    .nullable()
    .default(null),
  price: z.strictObject({
    setupPence: pence,
    /** 0 is a rolling monthly contract. */
    contractMonths: z.number().int().min(0).max(36),
    lineRentalPence: pence.default(0),
    lineRentalIncluded: z.boolean().default(true),
    standardMonthlyPence: pence,
    offer: z
      .strictObject({ numberOfMonths: z.number().int().min(1).max(36), price: pence })
      .nullable()
      .default(null),
  }),
  keyFeature: optionalText(120),
  keyFeature2: optionalText(120),
  enhancedFeatures: z.array(text(120)).max(8).default([]),
  labels: z.array(text(40)).max(5).default([]),
  termsAndConditions: text(1000),
  promotions: z
    .array(
      z.strictObject({
        name: text(120),
        imageUrl: imageUrl.nullable().default(null),
        /** ISO date-time with its offset, e.g. 2027-01-31T23:59:59Z. */
        expires: z.iso.datetime({
          offset: true,
          error: 'must be a date-time such as 2027-01-31T23:59:59Z',
        }),
      }),
    )
    .max(3)
    .default([]),
  sortOrder,
});
export type CataloguePackage = z.infer<typeof packageSchema>;

export const broadbandCatalogueFileSchema = z.strictObject({
  label: text(200),
  validFrom: isoDate,
  validTo: isoDate,
  source: text(800),
  providers: z.array(providerSchema).min(1, { error: 'needs at least one provider' }),
  packages: z.array(packageSchema).min(1, { error: 'needs at least one package' }),
});
export type BroadbandCatalogueFile = z.infer<typeof broadbandCatalogueFileSchema>;

/** A broadband catalogue file that cannot be loaded; `problems` names each entry and field at fault. */
export class BroadbandCatalogueFileError extends CatalogueFileError {
  override name = 'BroadbandCatalogueFileError';
  constructor(problems: string[]) {
    super('broadband', problems);
  }
}

/** The rules across entries; one line per problem. */
export function broadbandCatalogueProblems(catalogue: BroadbandCatalogueFile): string[] {
  const problems: string[] = [];
  if (catalogue.validTo < catalogue.validFrom)
    problems.push('validTo: must not be before validFrom');

  const providers = new Map<string, CatalogueProvider>();
  const slugs = new Set<string>();
  catalogue.providers.forEach((provider, index) => {
    const name = `providers[${index}] (id ${provider.id})`;
    if (providers.has(provider.id)) problems.push(`${name}: id is used twice`);
    providers.set(provider.id, provider);
    if (provider.signUpKind === 'partner' && provider.partnerSlug === null)
      problems.push(`${name}: a partner needs partnerSlug (its sign-up page)`);
    if (provider.signUpKind === 'wholeOfMarket' && provider.partnerSlug !== null)
      problems.push(`${name}: only a partner has a partnerSlug`);
    if (provider.partnerSlug !== null) {
      if (slugs.has(provider.partnerSlug))
        problems.push(`${name}: partnerSlug ${provider.partnerSlug} is used twice`);
      slugs.add(provider.partnerSlug);
    }
  });

  const codes = new Set<string>();
  catalogue.packages.forEach((pkg, index) => {
    const name = `packages[${index}] (code ${pkg.code})`;
    if (codes.has(pkg.code)) problems.push(`${name}: code is used twice`);
    codes.add(pkg.code);
    const provider = providers.get(pkg.providerId);
    if (!provider) {
      problems.push(`${name}: providerId ${pkg.providerId} is not a provider of this file`);
    } else if (!provider.leadTimes[pkg.technology]) {
      problems.push(
        `${name}: provider ${provider.id} has no lead time for ${pkg.technology} (leadTimes.${pkg.technology})`,
      );
    }
    if (pkg.isInterim && pkg.technology !== 'mobile')
      problems.push(`${name}: an interim package must be mobile (a 4G/5G router)`);
    if (pkg.price.offer && pkg.price.offer.price > pkg.price.standardMonthlyPence)
      problems.push(`${name}: price.offer.price must not be more than standardMonthlyPence`);
    if (
      pkg.price.offer &&
      pkg.price.contractMonths > 0 &&
      pkg.price.offer.numberOfMonths > pkg.price.contractMonths
    )
      problems.push(`${name}: price.offer.numberOfMonths must not be longer than the contract`);
    if (pkg.broadband.uploadMbps > pkg.broadband.downloadMbps)
      problems.push(`${name}: broadband.uploadMbps must not be above downloadMbps`);
  });
  return problems;
}

/** A catalogue from parsed JSON, checked whole; throws BroadbandCatalogueFileError naming every entry at fault. */
export function parseBroadbandCatalogue(input: unknown): BroadbandCatalogueFile {
  const parsed = broadbandCatalogueFileSchema.safeParse(input);
  if (!parsed.success) throw new BroadbandCatalogueFileError(issueLines(input, parsed.error));
  const problems = broadbandCatalogueProblems(parsed.data);
  if (problems.length > 0) throw new BroadbandCatalogueFileError(problems);
  return parsed.data;
}

export function parseBroadbandCatalogueJson(json: string): BroadbandCatalogueFile {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    throw new BroadbandCatalogueFileError([
      `the file is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  return parseBroadbandCatalogue(input);
}

export function describeBroadbandCatalogue(catalogue: BroadbandCatalogueFile): string {
  const interim = catalogue.packages.filter((pkg) => pkg.isInterim).length;
  return `"${catalogue.label}" (${catalogue.validFrom} to ${catalogue.validTo}): ${catalogue.providers.length} providers, ${catalogue.packages.length} packages (${interim} interim)`;
}
