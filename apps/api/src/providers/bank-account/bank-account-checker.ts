import {
  isValidAccountPair,
  parseModulusWeightTable,
  type ModulusWeightTable,
} from '@threshold/domain/bank/modulus-check';
import { SHIPPED_MODULUS_WEIGHTS_FILE } from '@threshold/domain/bank/shipped-modulus-weights';
import { systemClock, type Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { desc, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { modulusWeightTables } from '../../db/schema';
import { catalogueReplacements, createActiveCatalogueCache } from '../active-catalogue-cache';

/**
 * Checks that a UK sort code and account number can belong together: Vocalink's modulus checking
 * (the domain's rules) over the weight table loaded in the database (by the seed or
 * `npm run modulus-weights`): the newest one already in force on today's date in London.
 * Vocalink publishes a table weeks before its valid-from date, so one loaded early waits for it.
 * Pure code over data, no outside call; the account details never leave the process.
 */
export type BankAccountChecker = {
  /** Six digits and eight digits, no separators. */
  isValidPair(sortCode: string, accountNumber: string): Promise<boolean>;
  /** The weight table the check uses now. */
  table(): Promise<ModulusWeightTable>;
};

/** How often a server looks for a weight table loaded by another process. */
export const MODULUS_WEIGHTS_CHECK_MS = 5_000;

const modulusWeightsReplacements = catalogueReplacements();

/** A checker over one fixed table (the shipped one unless given). */
export function createTableBankAccountChecker(
  table: ModulusWeightTable = parseModulusWeightTable(SHIPPED_MODULUS_WEIGHTS_FILE),
): BankAccountChecker {
  return {
    isValidPair: async (sortCode, accountNumber) =>
      isValidAccountPair(table, sortCode, accountNumber),
    table: async () => table,
  };
}

/**
 * The newest table in force today (valid from today or earlier; the latest loaded among tables of
 * the same date), read from the database once and again only when another one comes into force or
 * is loaded.
 */
export function createDbBankAccountChecker(
  db: Db,
  options: { clock?: Clock; checkMs?: number; now?: () => number } = {},
): BankAccountChecker {
  const clock = options.clock ?? systemClock;
  const cache = createActiveCatalogueCache({
    readActive: async () => {
      const [row] = await db
        .select({ id: modulusWeightTables.id })
        .from(modulusWeightTables)
        .where(lte(modulusWeightTables.validFrom, todayIso(clock)))
        .orderBy(desc(modulusWeightTables.validFrom), desc(modulusWeightTables.id))
        .limit(1);
      return row ?? null;
    },
    load: async (info) => {
      if (!info) return parseModulusWeightTable(SHIPPED_MODULUS_WEIGHTS_FILE);
      const [row] = await db
        .select()
        .from(modulusWeightTables)
        .where(eq(modulusWeightTables.id, info.id));
      return parseModulusWeightTable(row);
    },
    replacements: modulusWeightsReplacements,
    checkMs: options.checkMs ?? MODULUS_WEIGHTS_CHECK_MS,
    now: options.now,
  });
  return {
    isValidPair: async (sortCode, accountNumber) =>
      isValidAccountPair(await cache.current(), sortCode, accountNumber),
    table: () => cache.current(),
  };
}

/** Writes a weight table (already checked) as the newest: bank details are checked with it from now on. */
export async function loadModulusWeightTable(
  tx: DbOrTx,
  file: unknown,
): Promise<ModulusWeightTable> {
  const table = parseModulusWeightTable(file);
  const { version, validFrom, source, weights, substitutions } = file as {
    version: string;
    validFrom: string;
    source: string;
    weights: string[];
    substitutions: string[];
  };
  await tx
    .insert(modulusWeightTables)
    .values({ version, validFrom, source: source.trim(), weights, substitutions });
  modulusWeightsReplacements.replacedInThisProcess();
  return table;
}

/** The shipped table, loaded by the seed when the database has none. */
export async function seedModulusWeightTable(tx: DbOrTx): Promise<void> {
  const [existing] = await tx
    .select({ id: modulusWeightTables.id })
    .from(modulusWeightTables)
    .limit(1);
  if (!existing) await loadModulusWeightTable(tx, SHIPPED_MODULUS_WEIGHTS_FILE);
}
