import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { defineModule } from '../module.js';
import { checkoutPage } from './checkout-page.js';
import { RazorpayGateway, TestGateway, createGateway } from './payments.js';
import {
  checkoutQuery,
  completeBody,
  couponQuery,
  existingParams,
  newSubscriptionBody,
  orderQuery,
  productCdQuery,
  productListQuery,
  productOneQuery,
  razorpayCallbackBody,
  userSurIdQuery,
} from './schemas.js';
import { CommerceService } from './service.js';

/** The commerce service for a context (the account family uses it for signup plans and trials). */
export function commerceService(ctx: AppContext): CommerceService {
  const config = ctx.config.commerce;
  return new CommerceService(ctx, config, createGateway(config, ctx.keys.pepper));
}

/** Only same-site paths (no open redirect through the gateway). */
export function safeReturnUrl(u: string | undefined): string {
  if (!u || !u.startsWith('/') || u.startsWith('//') || u.startsWith('/\\')) return '/plans';
  return u;
}

const withQuery = (url: string, q: Record<string, string | number>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/**
 * Subscription status and purchase, products and plans, coupons, and the payments port with
 * the built-in test gateway (`/api/v1/payment/test-gateway/*`) or Razorpay when keys are set.
 */
export const commerceModule = defineModule({
  name: 'commerce',
  routes(app, ctx) {
    const service = commerceService(ctx);
    const gateway = service.gateway;
    const tags = ['subscription'];
    const security = [{ bearerAuth: [] }];
    const auth = { onRequest: [ctx.auth.required] };

    // HTML forms of the test gateway's checkout page.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    // --- products and plans (public) ---
    for (const path of ['/api/v2/Product/user-subscription-product', '/api/v2/Product/new-auth-subscription-plans']) {
      app.get(path, { schema: { tags: ['product'], summary: 'Plans of a product code (AD_FREE_SUBSCRIPTION)', querystring: productCdQuery } }, (req) => service.plans(req.query.productCd));
    }
    // The original's bare Product DTO (no envelope): one product by id or code (default AD_FREE_SUBSCRIPTION).
    app.get('/api/v1/Product/', { ...auth, schema: { tags: ['product'], security, summary: 'One product, as a bare DTO (no envelope)', querystring: productOneQuery } }, async (req) => {
      let q = ctx.db.selectFrom('product').selectAll().where('activeFlag', '=', 1);
      q = req.query.idProduct !== undefined ? q.where('idProduct', '=', req.query.idProduct) : q.where('productCd', '=', req.query.productCd ?? 'AD_FREE_SUBSCRIPTION');
      const row = await q.orderBy('idProduct').executeTakeFirst();
      if (!row) throw new AppError(500, 'No Product Found!');
      return { ...row, activeFlag: row.activeFlag === 1 };
    });
    app.get('/api/v1/Product/list', { ...auth, schema: { tags: ['product'], security, summary: 'Products by line, state, syllabus and class', querystring: productListQuery } }, (req) =>
      service.productList(req.query),
    );
    app.get('/api/v1/special-offer/get-coupon-description', { schema: { tags: ['special-offer'], summary: 'A coupon\'s description and type', querystring: couponQuery } }, (req) =>
      service.couponDescription(req.query.couponCode),
    );

    // --- subscription status (auth) ---
    app.get('/api/v1/subscription/user-subscription-postlogin', { ...auth, schema: { tags, security, summary: 'subscribedFlag and trialFlag of the caller', querystring: userSurIdQuery } }, (req) =>
      service.postLoginFlags(req.principal!, req.query.userSurId),
    );
    app.get('/api/v1/subscription/check-user-subscription', { ...auth, schema: { tags, security, summary: 'Is the caller subscribed (or on trial)?', querystring: userSurIdQuery } }, (req) =>
      service.checkUserSubscription(req.principal!, req.query.userSurId),
    );
    app.get('/api/v1/subscription/check-subscription-details', { ...auth, schema: { tags, security, summary: "The caller's active AD_FREE subscription", querystring: userSurIdQuery } }, (req) =>
      service.checkSubscriptionDetails(req.principal!, req.query.userSurId),
    );
    for (const v of ['v1', 'v2']) {
      app.get(`/api/${v}/subscription/get-subscribed-product`, { onRequest: [ctx.auth.required, ctx.auth.student], schema: { tags, security, summary: "The caller's AD_FREE subscription and renewal state" } }, (req) =>
        service.subscribedProduct(req.principal!),
      );
    }
    app.get('/api/v1/subscription/checkExistingSubOrCreate/:idUser/:idProduct', { onRequest: [ctx.auth.required, ctx.auth.student], schema: { tags, security, summary: "The caller's subscription row for a product", params: existingParams } }, (req) =>
      service.existingOrCreate(req.principal!, req.params.idUser, req.params.idProduct),
    );
    app.get('/api/v1/subscription/getOrderDetails', { ...auth, schema: { tags, security, summary: 'One of the caller\'s orders', querystring: orderQuery } }, (req) =>
      service.orderDetails(req.principal!, req.query.idStudentOrder),
    );
    app.post('/api/v2/subscription/user-newsubscription', { onRequest: [ctx.auth.required, ctx.auth.student], schema: { tags, security, summary: 'Create an order for an AD_FREE plan (cart summary with payment parameters)', body: newSubscriptionBody } }, (req) => {
      const p = req.principal!;
      if (!p.idStudent) throw new AppError(403, 'Access Denied');
      return service.newSubscription(p.userSurId, p.idStudent, req.body);
    });

    // --- the built-in test gateway ---
    if (gateway instanceof TestGateway) {
      app.get('/api/v1/payment/test-gateway/checkout', { schema: { tags: ['payment'], summary: 'Test gateway checkout page (HTML)', querystring: checkoutQuery } }, async (req, reply) => {
        const { orderId, token } = req.query;
        const order = gateway.verify(orderId, token) ? await service.orderForCheckout(orderId) : undefined;
        if (!order) throw new AppError(404, 'Order not found');
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return checkoutPage({ ...order, token, returnUrl: safeReturnUrl(req.query.returnUrl) });
      });
      app.post('/api/v1/payment/test-gateway/complete', { schema: { tags: ['payment'], summary: 'Test gateway: pay or cancel, then back to the app', body: completeBody } }, async (req, reply) => {
        const { orderId, token, outcome } = req.body;
        if (!gateway.verify(orderId, token)) throw new AppError(403, 'Invalid payment token');
        const order = await service.orderForCheckout(orderId);
        if (!order) throw new AppError(404, 'Order not found');
        if (outcome === 'success') await service.markPaid(orderId, `test_pay_${order.idStudentOrder}`);
        else await service.markCancelled(orderId);
        return reply.redirect(withQuery(safeReturnUrl(req.body.returnUrl), { payment: outcome, idStudentOrder: order.idStudentOrder }), 303);
      });
    }

    // --- Razorpay callback (only with keys) ---
    if (gateway instanceof RazorpayGateway) {
      app.post('/api/v1/payment/razorpay/callback', { ...auth, schema: { tags: ['payment'], security, summary: 'Verify a Razorpay checkout and activate the order', body: razorpayCallbackBody } }, async (req) => {
        const b = req.body;
        if (!gateway.verifySignature(b.razorpay_order_id, b.razorpay_payment_id, b.razorpay_signature)) throw new AppError(400, 'Payment verification failed');
        const order = await ctx.db.selectFrom('student_order').select(['orderId', 'userSurId']).where('gatewayOrderRef', '=', b.razorpay_order_id).executeTakeFirst();
        if (!order || order.userSurId !== req.principal!.userSurId) throw new AppError(404, 'Order not found');
        await service.markPaid(order.orderId, b.razorpay_payment_id);
        return { data: true, statusCode: 200, message: 'Payment verified' };
      });
    }
  },
});
