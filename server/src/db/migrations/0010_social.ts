import type { Kysely } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/** Discover videos, V-Shorts (social videos, reactions, comments, reports, watch logs) and share links. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('discover_video_category')
    .addColumn('id_discover_video_category', 'integer', (c) => c.primaryKey())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('image_link', 'varchar(500)')
    .execute();

  await serialPk(db, db.schema.createTable('discover_video'), 'id_discover_video')
    .addColumn('video_link', 'varchar(1000)', (c) => c.notNull())
    .addColumn('language', 'varchar(50)', (c) => c.notNull())
    .addColumn('featured_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('id_discover_video_category', 'integer', (c) => c.notNull().references('discover_video_category.id_discover_video_category'))
    .addColumn('uploaded_date', t.instant, (c) => c.notNull())
    .addColumn('topic', 'varchar(200)', (c) => c.notNull())
    .addColumn('video_otp', 'varchar(200)')
    .addColumn('video_duration', 'integer')
    .addColumn('postar_loc', 'varchar(1000)')
    .addColumn('video_theme', 'varchar(100)')
    .addColumn('video_description', 'varchar(2000)')
    .addColumn('total_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema.createIndex('discover_video_category_idx').on('discover_video').columns(['id_discover_video_category', 'language']).execute();
  await db.schema.createIndex('discover_video_uploaded_idx').on('discover_video').column('uploaded_date').execute();

  await db.schema
    .createTable('social_video_category')
    .addColumn('id_social_video_category', 'integer', (c) => c.primaryKey())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .execute();

  await serialPk(db, db.schema.createTable('social_video'), 'id_social_video')
    .addColumn('id_social_video_category', 'integer', (c) => c.notNull().references('social_video_category.id_social_video_category'))
    .addColumn('video_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('video_description', 'varchar(2000)')
    .addColumn('video_duration', 'integer')
    .addColumn('thumbnail_link', 'varchar(1000)')
    .addColumn('total_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_dis_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('uploaded_at', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await serialPk(db, db.schema.createTable('social_video_link'), 'id_social_video_link')
    .addColumn('id_social_video', 'integer', (c) => c.notNull().references('social_video.id_social_video').onDelete('cascade'))
    .addColumn('video_link', 'varchar(1000)', (c) => c.notNull())
    .addColumn('resolution', 'varchar(20)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('social_video_reaction')
    .addColumn('id_social_video', 'integer', (c) => c.notNull().references('social_video.id_social_video').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('reaction', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('social_video_reaction_pk', ['id_social_video', 'user_sur_id'])
    .execute();

  await serialPk(db, db.schema.createTable('social_video_comment'), 'id_social_video_comment')
    .addColumn('id_social_video', 'integer', (c) => c.notNull().references('social_video.id_social_video').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('comment', 'varchar(1200)', (c) => c.notNull())
    .addColumn('hidden_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('social_video_comment_video_idx').on('social_video_comment').columns(['id_social_video', 'created_at']).execute();

  await db.schema
    .createTable('social_video_comment_report')
    .addColumn('id_social_video_comment', 'integer', (c) => c.notNull().references('social_video_comment.id_social_video_comment').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('reason', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('social_video_comment_report_pk', ['id_social_video_comment', 'user_sur_id'])
    .execute();

  await db.schema
    .createTable('social_video_log')
    .addColumn('id_social_video', 'integer', (c) => c.notNull().references('social_video.id_social_video').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('watched_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_watched_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('social_video_log_pk', ['id_social_video', 'user_sur_id'])
    .execute();

  await serialPk(db, db.schema.createTable('share_link'), 'id_share_video')
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_video', 'integer', (c) => c.notNull())
    .addColumn('video_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('share_date', t.date, (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('share_link_user_day_idx').on('share_link').columns(['user_sur_id', 'share_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'share_link',
    'social_video_log',
    'social_video_comment_report',
    'social_video_comment',
    'social_video_reaction',
    'social_video_link',
    'social_video',
    'social_video_category',
    'discover_video',
    'discover_video_category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
