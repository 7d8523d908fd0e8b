import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/**
 * Quizzes (chapter, subject, exam prep, vocational test, challenger test), their questions and
 * answers, and every student attempt (one table: idStudentChapterQuiz, idStudentSubjectQuiz and
 * the challenger attempt id are all `quiz_attempt.id_attempt`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await serialPk(db, db.schema.createTable('quiz'), 'id_quiz')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('quiz_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('id_subject_chapter', 'integer')
    .addColumn('id_subject', 'integer')
    .addColumn('id_product', 'integer')
    .addColumn('id_class_standard', 'integer')
    .addColumn('id_offline_video_course', 'integer')
    .addColumn('duration_seconds', 'integer')
    .addColumn('color', 'varchar(20)')
    .addColumn('seed_key', 'varchar(100)', (c) => c.unique())
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quiz_kind_chapter_idx').on('quiz').columns(['kind', 'id_subject_chapter']).execute();
  await db.schema.createIndex('quiz_kind_class_subject_idx').on('quiz').columns(['kind', 'id_class_standard', 'id_subject']).execute();
  await db.schema.createIndex('quiz_kind_product_idx').on('quiz').columns(['kind', 'id_product']).execute();

  await serialPk(db, db.schema.createTable('quiz_question'), 'id_quiz_question')
    .addColumn('id_quiz', 'integer', (c) => c.notNull().references('quiz.id_quiz').onDelete('cascade'))
    .addColumn('question_text', 'varchar(2000)', (c) => c.notNull())
    .addColumn('question_title', 'varchar(200)')
    .addColumn('question_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('number_options', 'integer', (c) => c.notNull())
    .addColumn('diagram_loc', 'varchar(500)')
    .addColumn('marks', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('answer_text', 'varchar(1000)')
    .addColumn('explanation', 'varchar(2000)')
    .addColumn('id_subject', 'integer')
    .addColumn('section_name', 'varchar(100)')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('question_active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('quiz_question_quiz_idx').on('quiz_question').columns(['id_quiz', 'sort_order']).execute();

  await serialPk(db, db.schema.createTable('quiz_answer'), 'id_answer')
    .addColumn('id_quiz_question', 'integer', (c) => c.notNull().references('quiz_question.id_quiz_question').onDelete('cascade'))
    .addColumn('field_id', 'integer', (c) => c.notNull())
    .addColumn('text_field_value', 'varchar(1000)')
    .addColumn('correct_value_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('quiz_answer_question_idx').on('quiz_answer').columns(['id_quiz_question', 'field_id']).unique().execute();

  await serialPk(db, db.schema.createTable('quiz_attempt'), 'id_attempt')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('id_quiz', 'integer', (c) => c.notNull().references('quiz.id_quiz').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_student_subscr', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('id_subject_chapter', 'integer')
    .addColumn('id_subject', 'integer')
    .addColumn('id_product', 'integer')
    .addColumn('client_attempt_id', 'varchar(64)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', t.instant, (c) => c.notNull())
    .addColumn('deadline_at', t.instant)
    .addColumn('submitted_at', t.instant)
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_marks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scored_marks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percentage', sql`double precision`, (c) => c.notNull().defaultTo(0))
    .addColumn('answers_json', t.json)
    .addColumn('results_json', t.json)
    .execute();
  await db.schema.createIndex('quiz_attempt_user_kind_idx').on('quiz_attempt').columns(['user_sur_id', 'kind', 'id_quiz']).execute();
  await db.schema.createIndex('quiz_attempt_user_chapter_idx').on('quiz_attempt').columns(['user_sur_id', 'id_subject_chapter']).execute();
  await db.schema.createIndex('quiz_attempt_client_idx').on('quiz_attempt').columns(['user_sur_id', 'client_attempt_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['quiz_attempt', 'quiz_answer', 'quiz_question', 'quiz']) await db.schema.dropTable(table).ifExists().execute();
}
