import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The states a test database can be put back to, each a copy of every public table's rows and
 * sequence positions made once by the global setup (`captureTestState`), kept in the seeded dump.
 */
export type TestState = 'migrated' | 'seeded';

/** Its functions and the copies' schemas (`threshold_test_<state>`) live outside `public`. */
const STATE_SCHEMA = 'threshold_test';

/**
 * Copy routines kept in the database itself, so a reset is one statement. A reset empties every
 * public table at once, loads the state's copied rows with triggers and foreign-key checks off
 * (session_replication_role = replica, for this transaction only; the rows were consistent when
 * copied, and the enrolment-change triggers must not announce a reload), and puts each sequence
 * back where it stood.
 */
const STATE_ROUTINES = [
  `create schema if not exists ${STATE_SCHEMA}`,
  `create table if not exists ${STATE_SCHEMA}.sequences (
  state text not null, name text not null, last_value bigint not null, is_called boolean not null
)`,
  `create or replace function ${STATE_SCHEMA}.capture(state text) returns void language plpgsql as $$
declare
  item record;
  copy_schema text := 'threshold_test_' || state;
begin
  execute format('drop schema if exists %I cascade', copy_schema);
  execute format('create schema %I', copy_schema);
  for item in select tablename from pg_tables where schemaname = 'public' loop
    execute format('create table %I.%I as table public.%I', copy_schema, item.tablename, item.tablename);
  end loop;
  delete from ${STATE_SCHEMA}.sequences s where s.state = capture.state;
  for item in select sequencename from pg_sequences where schemaname = 'public' loop
    execute format(
      'insert into ${STATE_SCHEMA}.sequences select %L, %L, last_value, is_called from public.%I',
      state, item.sequencename, item.sequencename);
  end loop;
end $$`,
  `create or replace function ${STATE_SCHEMA}.reset(state text) returns void language plpgsql as $$
declare
  item record;
  copy_schema text := 'threshold_test_' || state;
  tables text;
begin
  perform set_config('session_replication_role', 'replica', true);
  select string_agg(format('public.%I', tablename), ', ') into tables from pg_tables where schemaname = 'public';
  execute 'truncate table ' || tables;
  for item in select tablename from pg_tables where schemaname = copy_schema loop
    execute format('insert into public.%I table %I.%I', item.tablename, copy_schema, item.tablename);
  end loop;
  for item in select * from ${STATE_SCHEMA}.sequences s where s.state = reset.state loop
    perform setval(format('public.%I', item.name), item.last_value, item.is_called);
  end loop;
  perform set_config('session_replication_role', 'origin', true);
end $$`,
];

/** Copies the database's rows and sequence positions as `state` (the global setup, on PGlite). */
export async function captureTestState(db: Db, state: TestState): Promise<void> {
  for (const statement of STATE_ROUTINES) await db.execute(sql.raw(statement));
  await db.execute(sql`select ${sql.raw(STATE_SCHEMA)}.capture(${state})`);
}

/** Puts every public table's rows and each sequence back as captured for `state`. */
export async function resetToTestState(db: Db, state: TestState): Promise<void> {
  await db.execute(sql`select ${sql.raw(STATE_SCHEMA)}.reset(${state})`);
}
