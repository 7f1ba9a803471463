import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { energyQuotes } from '../../../db/schema';

export type QuoteRow = typeof energyQuotes.$inferSelect;

/** Stores a quote's priced tariffs keyed by priceId, as answered. */
export async function insertQuote(
  db: DbOrTx,
  quote: { id: string; enrolmentId: string; tariffs: readonly PricedTariff[]; now: Date },
): Promise<void> {
  await db.insert(energyQuotes).values({
    id: quote.id,
    enrolmentId: quote.enrolmentId,
    tariffs: Object.fromEntries(quote.tariffs.map((tariff) => [tariff.priceId, tariff])),
    createdAt: quote.now,
  });
}

/** The mover's own quote given at or after `since`; undefined for anyone else's or an expired one. */
export async function findOwnQuote(
  db: DbOrTx,
  quoteId: string,
  enrolmentId: string,
  since: Date,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(energyQuotes)
    .where(
      and(
        eq(energyQuotes.id, quoteId),
        eq(energyQuotes.enrolmentId, enrolmentId),
        gte(energyQuotes.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}
