import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Column types that mean the same on SQLite and PostgreSQL, for migrations.
 * Migrations run on a Kysely instance without the CamelCasePlugin: write snake_case names.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    /** ISO-8601 instant: timestamptz on PostgreSQL, text on SQLite. */
    instant: pg ? sql`timestamptz` : sql`text`,
    /** Calendar date `YYYY-MM-DD`. */
    date: pg ? sql`date` : sql`text`,
    /** JSON stored as text on both, so reads return the same type. */
    json: sql`text`,
  };
}

/** An auto-increment integer primary key. */
export function serialPk<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, column: string) {
  return isPostgres(db)
    ? table.addColumn(column, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(column, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}
