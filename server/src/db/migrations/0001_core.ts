import type { Kysely } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/** Reference data, users and students, sessions, OTPs, SMS outbox, subscriptions. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('class_standard')
    .addColumn('id_class_standard', 'integer', (c) => c.primaryKey())
    .addColumn('class_standad_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema
    .createTable('syllabus')
    .addColumn('id_syllabus', 'integer', (c) => c.primaryKey())
    .addColumn('syllabus_name', 'varchar(100)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('state')
    .addColumn('id_state', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'varchar(100)', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('language')
    .addColumn('id_language', 'integer', (c) => c.primaryKey())
    .addColumn('language', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema
    .createTable('student_medium')
    .addColumn('id_student_medium', 'integer', (c) => c.primaryKey())
    .addColumn('medium', 'varchar(50)', (c) => c.notNull())
    .execute();

  await serialPk(db, db.schema.createTable('app_user'), 'user_sur_id')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)')
    .addColumn('username', 'varchar(150)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('mobile_number', 'varchar(15)', (c) => c.unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('registered_as', 'varchar(30)', (c) => c.notNull())
    .addColumn('secondary_language', 'varchar(50)')
    .addColumn('user_profile_pic', 'varchar(1000)')
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failed_login_at', t.instant)
    .addColumn('locked_until', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_role')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('role', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_role_pk', ['user_sur_id', 'role'])
    .execute();

  await serialPk(db, db.schema.createTable('student'), 'id_student')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().unique().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_class_standard', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('id_language', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('id_syllabus', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('id_student_medium', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('id_state', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('is_profile_edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('device_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(200)')
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('location', t.json)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('last_seen_at', t.instant, (c) => c.notNull())
    .addColumn('revoked_at', t.instant)
    .addColumn('revoked_reason', 'varchar(20)')
    .execute();
  await db.schema.createIndex('auth_session_user_device_idx').on('auth_session').columns(['user_sur_id', 'device_type']).execute();

  await serialPk(db, db.schema.createTable('refresh_token'), 'id')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('auth_session.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('used_at', t.instant)
    .execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  await serialPk(db, db.schema.createTable('login_history'), 'id')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('device_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_location', t.json)
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('login_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_history_user_idx').on('login_history').columns(['user_sur_id', 'login_at']).execute();

  await db.schema
    .createTable('mobile_otp')
    .addColumn('mobile_number', 'varchar(15)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('otp_hash', 'varchar(64)')
    .addColumn('expires_at', t.instant)
    .addColumn('verified_at', t.instant)
    .addColumn('max_request', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sent_at', t.instant)
    .addColumn('send_locked_until', t.instant)
    .addColumn('max_attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verify_locked_until', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await serialPk(db, db.schema.createTable('password_reset'), 'id')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .addColumn('used_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();

  await serialPk(db, db.schema.createTable('sms_message'), 'id')
    .addColumn('mobile_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('code', 'varchar(10)')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_message_mobile_idx').on('sms_message').columns(['mobile_number', 'id']).execute();

  await serialPk(db, db.schema.createTable('student_subscription'), 'id_student_subscription')
    .addColumn('id_student', 'integer', (c) => c.notNull().references('student.id_student').onDelete('cascade'))
    .addColumn('id_batch', 'integer')
    .addColumn('id_product', 'integer')
    .addColumn('purchase_date', t.instant)
    .addColumn('next_payment_date', t.date)
    .addColumn('last_payment_date', t.date)
    .addColumn('subscription_end_date', t.date)
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('purchase_amount', 'varchar(20)')
    .addColumn('subscription_type', 'varchar(30)')
    .addColumn('purchase_level', 'varchar(40)')
    .addColumn('id_product_group', 'integer')
    .addColumn('id_product_line', 'integer', (c) => c.notNull())
    .addColumn('purchase_type', 'varchar(20)')
    .addColumn('id_student_order', 'integer')
    .addColumn('free_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('special_offer_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('id_special_offer', 'integer')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_subscription_user_idx')
    .on('student_subscription')
    .columns(['user_sur_id', 'id_product_line'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'student_subscription',
    'sms_message',
    'password_reset',
    'mobile_otp',
    'login_history',
    'refresh_token',
    'auth_session',
    'student',
    'user_role',
    'app_user',
    'student_medium',
    'language',
    'state',
    'syllabus',
    'class_standard',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
