import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm: the lead search's indexes, migration 0028). Every
 * PGlite that opens the app's data must load them: a write to an indexed table needs their code.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
