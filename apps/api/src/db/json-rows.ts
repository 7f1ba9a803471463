import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row read as JSON (`row_to_json`) made into what Drizzle's select answers: column names to
 * property names, and each value through its column's own mapping (timestamps to Date; a jsonb
 * value is already parsed and stays as it is).
 */
export function rowFromJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const raw = json[column.name];
    row[key] =
      raw === null || raw === undefined
        ? null
        : column.columnType === 'PgJsonb' || column.columnType === 'PgJson'
          ? raw
          : column.mapFromDriverValue(raw);
  }
  return row as InferSelectModel<T>;
}
