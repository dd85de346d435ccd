const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>
 body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#eef2f7;color:#1f2937}
 main{background:#fff;border-radius:16px;padding:28px;max-width:360px;width:calc(100% - 32px);box-shadow:0 8px 30px rgba(0,0,0,.08)}
 h1{font-size:20px;margin:0 0 8px}.amount{font-size:28px;font-weight:700;margin:16px 0}
 .tag{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;color:#92400e;background:#fef3c7;border-radius:6px;padding:2px 8px}
 button{display:block;width:100%;padding:12px;margin-top:12px;border-radius:10px;border:0;font:inherit;font-weight:600;cursor:pointer}
 .primary{background:#2563eb;color:#fff}.secondary{background:#f3f4f6;color:#111827}
</style></head><body><main>${body}</main></body></html>`;
}

function actions(paymentId: string, approve: string, fail: string): string {
  const action = `/sandbox/card-gateway/actions/${encodeURIComponent(paymentId)}`;
  return `<form method="post" action="${action}"><input type="hidden" name="outcome" value="approve"><button class="primary" type="submit">${escape(approve)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button class="secondary" type="submit">${escape(fail)}</button></form>`;
}

/** The issuer's 3D Secure challenge, as the sandbox shows it for the challenge card. */
export function challengePageHtml(payment: { id: string; amount: string; currency: string; kind: string }): string {
  if (payment.kind === 'card_verification') {
    return page(
      '3D Secure',
      `<span class="tag">SANDBOX</span><h1>Authorise your card</h1>
<p>Your bank asks you to confirm this card for payouts from Ferry. Nothing is charged.</p>
${actions(payment.id, 'Complete authentication', 'Fail authentication')}`,
    );
  }
  return page(
    '3D Secure',
    `<span class="tag">SANDBOX</span><h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment to Ferry.</p>
<div class="amount">${escape(payment.amount)} ${escape(payment.currency)}</div>
${actions(payment.id, 'Complete authentication', 'Fail authentication')}`,
  );
}

/** The sandbox bank's open-banking consent page. */
export function bankPageHtml(payment: { id: string; amount: string; currency: string }): string {
  return page(
    'Sandbox Bank',
    `<span class="tag">SANDBOX BANK</span><h1>Approve payment to Ferry</h1>
<p>Pay from your sandbox current account by open banking.</p>
<div class="amount">${escape(payment.amount)} ${escape(payment.currency)}</div>
${actions(payment.id, 'Approve payment', 'Reject payment')}`,
  );
}

export function finishedPageHtml(): string {
  return page('Payment', '<h1>This payment is already finished.</h1><p>You can close this window.</p>');
}

/** Where a card verification's authentication ends (inside the widget's 'Card Authorization' frame). */
export function cardAuthorisedPageHtml(isFailed: boolean): string {
  return isFailed
    ? page('Card authorisation', '<h1>Authentication failed</h1><p>Go back to Ferry to try another card.</p>')
    : page('Card authorisation', "<h1>Card authorised</h1><p>Go back to Ferry and press ‘I've authorized the payment’.</p>");
}
