import type { Kysely } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/** Self-hosted platform ports: feedback records, counters, browser error intake. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await serialPk(db, db.schema.createTable('feedback'), 'id')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('device_info', t.json, (c) => c.notNull())
    .addColumn('network_information', t.json, (c) => c.notNull())
    .addColumn('image_ref', 'varchar(4000)', (c) => c.notNull())
    .addColumn('user_details', t.json, (c) => c.notNull())
    .addColumn('user_message', 'varchar(150)', (c) => c.notNull())
    .addColumn('page_url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('platform_counter')
    .addColumn('collection', 'varchar(100)', (c) => c.notNull())
    .addColumn('document', 'varchar(100)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_updated', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('platform_counter_pk', ['collection', 'document'])
    .execute();

  await serialPk(db, db.schema.createTable('client_error'), 'id')
    .addColumn('user_sur_id', 'integer', (c) => c.references('app_user.user_sur_id').onDelete('set null'))
    .addColumn('message', 'varchar(2000)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)')
    .addColumn('stack', 'text')
    .addColumn('url', 'varchar(2048)')
    .addColumn('remote', 'varchar(100)')
    .addColumn('release', 'varchar(100)')
    .addColumn('level', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('extra', t.json)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_error_created_idx').on('client_error').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_error').ifExists().execute();
  await db.schema.dropTable('platform_counter').ifExists().execute();
  await db.schema.dropTable('feedback').ifExists().execute();
}
