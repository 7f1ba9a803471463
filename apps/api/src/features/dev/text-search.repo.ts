import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Where a text was found: a table's column, and in how many rows. */
export type TextFound = { table: string; column: string; rows: number };

/** The column types that can hold text a person typed. */
const TEXT_TYPES = ['text', 'character varying', 'jsonb', 'json'];

async function rows<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Every text and JSON column of every table searched for each text (any case): what a tester
 * uses to prove a person's data is gone from the whole database, not only from the columns a
 * feature knows about.
 */
export async function findText(db: Db, texts: readonly string[]): Promise<TextFound[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ${TEXT_TYPES}
        order by table_name, ordinal_position`,
  );
  const found: TextFound[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const condition = sql.join(
      texts.map((text) => sql`${sql.identifier(column)}::text ilike ${`%${text}%`}`),
      sql` or `,
    );
    const [count] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table)} where ${condition}`,
    );
    const matched = Number(count?.n ?? 0);
    if (matched > 0) found.push({ table, column, rows: matched });
  }
  return found;
}
