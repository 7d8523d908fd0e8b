import type { Kysely } from 'kysely';
import { columnTypes, serialPk } from '../schema-helpers.js';

/**
 * Account and commerce families: products (the contract's Product entity, shared by every
 * product line: 5 academic, 6 extra-curricular, 11 AD_FREE), their priced plans, coupons and
 * their claims, student orders (payments), user notifications and subscription requests.
 * The foundation has no `product` table, so it is created here for all product lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('product')
    .addColumn('id_product', 'integer', (c) => c.primaryKey())
    .addColumn('id_product_group', 'integer')
    .addColumn('id_class_standard', 'integer')
    .addColumn('id_subject', 'integer')
    .addColumn('monthly_subcr_amt', 'integer')
    .addColumn('annual_subscr_amt', 'integer')
    .addColumn('qtr_subscr_amt', 'integer')
    .addColumn('age_group', 'varchar(50)')
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('product_cd', 'varchar(100)', (c) => c.notNull())
    .addColumn('batch_size', 'integer')
    .addColumn('extra_curr_category', 'varchar(100)')
    .addColumn('id_product_line', 'integer', (c) => c.notNull())
    .addColumn('id_syllabus', 'integer')
    .addColumn('id_state', 'integer')
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('product_cd_idx').on('product').column('product_cd').execute();
  await db.schema.createIndex('product_line_idx').on('product').columns(['id_product_line', 'id_class_standard', 'id_syllabus', 'id_state']).execute();

  await db.schema
    .createTable('product_pricing')
    .addColumn('id_product_pricing', 'integer', (c) => c.primaryKey())
    .addColumn('id_product', 'integer', (c) => c.notNull().references('product.id_product').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('old_amount', 'integer')
    .addColumn('amount_code', 'varchar(50)')
    .addColumn('amount_name', 'varchar(100)')
    .addColumn('id_product_duration', 'integer')
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('duration_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('duration_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('promo_text', 'varchar(200)')
    .addColumn('plan_description', 'varchar(1000)')
    .addColumn('coupon_code', 'varchar(50)')
    .addColumn('ios_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await serialPk(db, db.schema.createTable('coupon'), 'id_coupon')
    .addColumn('coupon_code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('coupon_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('extension_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', t.date, (c) => c.notNull())
    .addColumn('end_date', t.date, (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('batch_name', 'varchar(100)')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_claim')
    .addColumn('id_coupon', 'integer', (c) => c.notNull().references('coupon.id_coupon').onDelete('cascade'))
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('claimed_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_claim_pk', ['id_coupon', 'user_sur_id'])
    .execute();

  await serialPk(db, db.schema.createTable('student_order'), 'id_student_order')
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('id_student', 'integer', (c) => c.notNull())
    .addColumn('id_product', 'integer', (c) => c.notNull())
    .addColumn('id_product_pricing', 'integer', (c) => c.notNull())
    .addColumn('id_coupon', 'integer')
    .addColumn('net_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('gst_price', 'integer', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('gateway', 'varchar(20)', (c) => c.notNull())
    .addColumn('gateway_order_ref', 'varchar(100)')
    .addColumn('gateway_payment_ref', 'varchar(100)')
    .addColumn('order_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('purchase_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('paid_at', t.instant)
    .execute();
  await db.schema.createIndex('student_order_user_idx').on('student_order').columns(['user_sur_id', 'created_at']).execute();

  await serialPk(db, db.schema.createTable('user_notification'), 'id_user_notification')
    .addColumn('id_vl_user', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('header', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('is_not_viewed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seed_key', 'varchar(100)', (c) => c.unique())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema.createIndex('user_notification_user_idx').on('user_notification').columns(['id_vl_user', 'created_at']).execute();

  await serialPk(db, db.schema.createTable('subscription_request'), 'id_subscription_request')
    .addColumn('user_sur_id', 'integer', (c) => c.notNull().references('app_user.user_sur_id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_request_user_idx').on('subscription_request').column('user_sur_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['subscription_request', 'user_notification', 'student_order', 'coupon_claim', 'coupon', 'product_pricing', 'product']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
