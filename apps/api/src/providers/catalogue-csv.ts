import { parse as parseCsvSync } from 'csv-parse/sync';

/**
 * Reading an operator's CSV catalogue (energy tariffs, broadband packages): the header must name
 * exactly the expected columns, in any order; each row becomes a record of its cells as text.
 * yes/no cells take yes, no, true, false, y, n, 1 or 0 (empty is no).
 */
export function readCsvRows<Column extends string>(
  csv: string,
  columns: readonly Column[],
  refuse: (problems: string[]) => Error,
): Record<Column, string>[] {
  let records: string[][];
  try {
    records = parseCsvSync(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as string[][];
  } catch (error) {
    throw refuse([
      `the file is not valid CSV (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  const [header, ...body] = records;
  if (!header) throw refuse(['the file is empty']);
  const names = header.map((cell) => cell.trim());
  const missing = columns.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(columns as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw refuse([
      ...(missing.length > 0 ? [`header: missing column(s) ${missing.join(', ')}`] : []),
      ...(unknown.length > 0 ? [`header: unknown column(s) ${unknown.join(', ')}`] : []),
    ]);
  }
  if (body.length === 0) throw refuse(['the file has no rows']);
  return body.map(
    (cells) =>
      Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])) as Record<Column, string>,
  );
}

/** A yes/no cell; anything else is kept as written, for the schema to refuse by name. */
export const csvBoolean = (value: string): boolean | string => {
  const lower = value.trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(lower)) return true;
  if (['false', 'no', 'n', '0', ''].includes(lower)) return false;
  return value;
};
/** An optional text cell: empty is null. */
export const csvNullable = (value: string): string | null =>
  value.trim() === '' ? null : value.trim();
/** A whole-number cell: empty is null; anything else is kept as written, for the schema to refuse. */
export const csvNumber = (value: string): number | string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};
/** A list cell: values separated by "|". */
export const csvList = (value: string): string[] =>
  value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
