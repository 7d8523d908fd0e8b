import type { Kysely } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/** The assistant's saved question-and-answer pairs (`/api/v1/quiz/*-chatbot-qa`), soft-deleted by `status`. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await serialPk(db, db.schema.createTable('chatbot_qa'), 'id_chatbot_qa')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema.createIndex('chatbot_qa_user_idx').on('chatbot_qa').columns(['user_sur_id', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chatbot_qa').ifExists().execute();
}
