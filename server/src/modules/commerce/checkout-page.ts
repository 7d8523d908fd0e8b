/** The built-in test gateway's checkout page: plain, accessible HTML with no scripts. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function checkoutPage(o: { orderId: string; token: string; returnUrl: string; productName: string; durationName: string; totalAmount: number; orderStatus: string }): string {
  const hidden = `<input type="hidden" name="orderId" value="${esc(o.orderId)}"><input type="hidden" name="token" value="${esc(o.token)}"><input type="hidden" name="returnUrl" value="${esc(o.returnUrl)}">`;
  const payable = o.orderStatus === 'CREATED';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment gateway</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fb;color:#111827;margin:0;padding:24px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #d1d5db;border-radius:16px;padding:24px}
h1{font-size:1.4rem;margin:0 0 8px}p{color:#4b5563}dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:6px 16px}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
button{min-height:44px;padding:0 20px;border-radius:10px;font-weight:600;cursor:pointer;font-size:1rem;width:100%;margin-top:12px}
.pay{background:#1a56db;color:#fff;border:1px solid #1a56db}.cancel{background:#fff;color:#1a56db;border:1px solid #1a56db}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head>
<body><main>
<h1>Test payment gateway</h1>
<p>This is the built-in test gateway. No money is charged.</p>
<dl><dt>Plan</dt><dd>${esc(o.productName)} · ${esc(o.durationName)}</dd><dt>Order</dt><dd>${esc(o.orderId)}</dd><dt>Amount</dt><dd>₹${o.totalAmount}</dd><dt>Status</dt><dd>${esc(o.orderStatus)}</dd></dl>
${
  payable
    ? `<form method="post" action="/api/v1/payment/test-gateway/complete">${hidden}<input type="hidden" name="outcome" value="success"><button class="pay" type="submit">Pay ₹${o.totalAmount}</button></form>
<form method="post" action="/api/v1/payment/test-gateway/complete">${hidden}<input type="hidden" name="outcome" value="cancelled"><button class="cancel" type="submit">Cancel payment</button></form>`
    : `<p>This order can no longer be paid.</p><p><a href="${esc(o.returnUrl)}">Back to the app</a></p>`
}
</main></body></html>`;
}
