import type { Kysely } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/**
 * Learning content families: subjects and chapters, offline (recorded) video courses, the
 * student's assigned courses (per-video progress), video ratings, teachers, live classes with
 * reminders and watched history, and tickets with their issue categories.
 * Products (line 5 academic, 6 extra-curricular) live in `product` (0004_commerce);
 * content subscriptions (lines 5 and 6) in `student_subscription` (0001_core).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const audit = <T extends string>(b: any) =>
    b
      .addColumn('created_at', t.instant, (c: any) => c.notNull())
      .addColumn('updated_at', t.instant, (c: any) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('updated_by', 'integer');

  await audit(
    db.schema
      .createTable('subject')
      .addColumn('id_subject', 'integer', (c) => c.primaryKey())
      .addColumn('subject_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('video_url', 'varchar(500)')
      .addColumn('header', 'varchar(200)')
      .addColumn('description', 'varchar(1000)')
      .addColumn('image_url', 'varchar(500)')
      .addColumn('color', 'varchar(20)')
      .addColumn('kind', 'varchar(20)', (c) => c.notNull()),
  ).execute();

  await audit(
    db.schema
      .createTable('subject_chapter')
      .addColumn('id_subject_chapter', 'integer', (c) => c.primaryKey())
      .addColumn('chapter_name', 'varchar(300)', (c) => c.notNull())
      .addColumn('id_subject', 'integer', (c) => c.notNull().references('subject.id_subject'))
      .addColumn('playlist_link', 'varchar(500)')
      .addColumn('id_class_standard', 'integer', (c) => c.notNull())
      .addColumn('id_syllabus', 'integer', (c) => c.notNull())
      .addColumn('id_state', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notes', 'text'),
  ).execute();
  await db.schema.createIndex('subject_chapter_lookup_idx').on('subject_chapter').columns(['id_subject', 'id_class_standard', 'sort_order']).execute();

  await audit(
    db.schema
      .createTable('offline_video_course')
      .addColumn('id_offline_video_course', 'integer', (c) => c.primaryKey())
      .addColumn('id_product', 'integer')
      .addColumn('id_product_line', 'integer', (c) => c.notNull())
      .addColumn('id_subject', 'integer', (c) => c.notNull())
      .addColumn('id_subject_chapter', 'integer', (c) => c.notNull().references('subject_chapter.id_subject_chapter'))
      .addColumn('topic', 'varchar(300)', (c) => c.notNull())
      .addColumn('heading', 'varchar(300)')
      .addColumn('video_seq_number', 'integer', (c) => c.notNull())
      .addColumn('video_duration', 'integer', (c) => c.notNull())
      .addColumn('video_en_link', 'varchar(500)', (c) => c.notNull())
      .addColumn('video_poster1_location', 'varchar(500)')
      .addColumn('video_description', 'varchar(2000)')
      .addColumn('question', 'varchar(2000)')
      .addColumn('answer', 'varchar(2000)')
      .addColumn('pdf_url', 'varchar(500)')
      .addColumn('teacher_note_url', 'varchar(500)')
      .addColumn('language', 'varchar(30)', (c) => c.notNull().defaultTo('English')),
  ).execute();
  await db.schema.createIndex('offline_video_course_chapter_idx').on('offline_video_course').columns(['id_subject_chapter', 'video_seq_number']).execute();

  await serialPk(db, db.schema.createTable('student_assigned_course'), 'id_student_assigned_course')
    .addColumn('id_student_subscription', 'integer', (c) => c.notNull().references('student_subscription.id_student_subscription').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_offline_video_course', 'integer', (c) => c.notNull().references('offline_video_course.id_offline_video_course'))
    .addColumn('id_product_line', 'integer', (c) => c.notNull())
    .addColumn('video_coverage_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_duration', 'integer', (c) => c.notNull())
    .addColumn('complete_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_updated_time', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_assigned_course_sub_video_idx').on('student_assigned_course').columns(['id_student_subscription', 'id_offline_video_course']).unique().execute();
  await db.schema.createIndex('student_assigned_course_user_idx').on('student_assigned_course').columns(['user_sur_id', 'id_product_line', 'last_updated_time']).execute();

  await serialPk(db, db.schema.createTable('video_rating'), 'id_video_rating')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_offline_video_course', 'integer', (c) => c.notNull().references('offline_video_course.id_offline_video_course'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('review', 'varchar(1000)')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_rating_user_video_idx').on('video_rating').columns(['user_sur_id', 'id_offline_video_course']).unique().execute();
  await db.schema.createIndex('video_rating_video_idx').on('video_rating').column('id_offline_video_course').execute();

  await db.schema
    .createTable('teacher')
    .addColumn('id_teacher', 'integer', (c) => c.primaryKey())
    .addColumn('teacher_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('teacher_desc', 'varchar(2000)')
    .addColumn('user_image', 'varchar(500)')
    .addColumn('exp_level', 'varchar(50)')
    .addColumn('primary_subejct', 'varchar(100)')
    .addColumn('display_in_homepage_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('teacher_header', 'varchar(200)')
    .addColumn('email', 'varchar(254)')
    .addColumn('intro_video', 'varchar(500)')
    .addColumn('joined_student', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('teacher_subject')
    .addColumn('id_teacher_subject', 'integer', (c) => c.primaryKey())
    .addColumn('id_teacher', 'integer', (c) => c.notNull().references('teacher.id_teacher').onDelete('cascade'))
    .addColumn('proficiency', 'varchar(50)')
    .addColumn('subject_name', 'varchar(100)')
    .addColumn('syllabus_name', 'varchar(100)')
    .execute();
  await db.schema.createIndex('teacher_subject_teacher_idx').on('teacher_subject').column('id_teacher').execute();

  await db.schema
    .createTable('live_class_category')
    .addColumn('id_live_class_category', 'integer', (c) => c.primaryKey())
    .addColumn('live_class_category_cd', 'varchar(30)', (c) => c.notNull())
    .addColumn('live_class_category_name', 'varchar(100)', (c) => c.notNull())
    .execute();

  await audit(
    serialPk(db, db.schema.createTable('live_class'), 'id_live_class')
      .addColumn('id_teacher', 'integer')
      .addColumn('class_date', t.date, (c) => c.notNull())
      .addColumn('from_time', 'varchar(8)', (c) => c.notNull())
      .addColumn('to_time', 'varchar(8)', (c) => c.notNull())
      .addColumn('live_class_heading', 'varchar(300)', (c) => c.notNull())
      .addColumn('live_class_description', 'varchar(2000)')
      .addColumn('id_youtube_master', 'integer')
      .addColumn('live_class_url', 'varchar(500)')
      .addColumn('thumbnail_url', 'varchar(500)')
      .addColumn('current_running_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pdf_url', 'varchar(500)')
      .addColumn('live_completion_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('id_live_class_category', 'integer', (c) => c.notNull())
      .addColumn('id_class_standard', 'integer', (c) => c.notNull())
      .addColumn('id_subject', 'integer', (c) => c.notNull())
      .addColumn('id_syllabus', 'integer', (c) => c.notNull())
      .addColumn('id_state', 'integer', (c) => c.notNull())
      .addColumn('id_language', 'integer', (c) => c.notNull())
      .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('class_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('text_below_live_class', 'varchar(500)')
      .addColumn('actual_class_start_date', t.instant)
      .addColumn('actual_class_end_date', t.instant)
      .addColumn('seed_key', 'varchar(100)', (c) => c.unique()),
  ).execute();
  await db.schema.createIndex('live_class_lookup_idx').on('live_class').columns(['id_class_standard', 'id_live_class_category', 'class_date']).execute();

  await serialPk(db, db.schema.createTable('live_class_reminder'), 'id_live_class_reminder')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_live_class', 'integer', (c) => c.notNull().references('live_class.id_live_class').onDelete('cascade'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_class_reminder_user_class_idx').on('live_class_reminder').columns(['user_sur_id', 'id_live_class']).unique().execute();

  await audit(
    serialPk(db, db.schema.createTable('live_class_watched_history'), 'id_live_class_watched_history')
      .addColumn('id_live_class', 'integer', (c) => c.notNull().references('live_class.id_live_class').onDelete('cascade'))
      .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
      .addColumn('id_student', 'integer')
      .addColumn('video_coverage_duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_accessed_timestamp', t.instant, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('live_class_watched_history_user_class_idx').on('live_class_watched_history').columns(['user_sur_id', 'id_live_class']).unique().execute();
  await db.schema.createIndex('live_class_watched_history_user_time_idx').on('live_class_watched_history').columns(['user_sur_id', 'last_accessed_timestamp']).execute();

  await db.schema
    .createTable('issue_category')
    .addColumn('id_issue_category', 'integer', (c) => c.primaryKey())
    .addColumn('issue_category', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await audit(
    serialPk(db, db.schema.createTable('ticket'), 'id_ticket')
      .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
      .addColumn('id_subject_chapter', 'integer')
      .addColumn('video_en_link', 'varchar(500)')
      .addColumn('id_issue_category', 'integer', (c) => c.notNull().references('issue_category.id_issue_category'))
      .addColumn('comment', 'varchar(1000)')
      .addColumn('status', 'varchar(30)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('ticket_user_idx').on('ticket').column('user_sur_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ticket',
    'issue_category',
    'live_class_watched_history',
    'live_class_reminder',
    'live_class',
    'live_class_category',
    'teacher_subject',
    'teacher',
    'video_rating',
    'student_assigned_course',
    'offline_video_course',
    'subject_chapter',
    'subject',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
