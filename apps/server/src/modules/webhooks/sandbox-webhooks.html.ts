import type { InboxEntry, SandboxInbox } from './sandbox-webhooks.service.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The sandbox console's look (modules/sandbox-kyc), wider for payloads.
const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1b2330;margin:0;display:flex;justify-content:center}
main{max-width:56rem;width:100%;margin:2rem 1rem;background:#fff;border-radius:16px;padding:2rem;box-shadow:0 8px 30px #0001;box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}.tag{display:inline-block;font-size:.75rem;font-weight:700;background:#fff4d6;color:#8a5a00;border-radius:6px;padding:.15rem .5rem;margin-bottom:1rem}
p{line-height:1.5;color:#4a5568}code{background:#eef1f7;border-radius:6px;padding:.1rem .35rem;font-size:.85rem;word-break:break-all}
form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center}input{font:inherit;padding:.6rem;border:1px solid #cfd6e4;border-radius:8px;width:16rem;max-width:100%}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:.7rem 1.1rem;cursor:pointer;background:#3355ff;color:#fff}
.entry{border:1px solid #e3e8f2;border-radius:12px;padding:1rem;margin:.75rem 0}.head{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline}
.type{font-weight:700}.muted{color:#6b7687;font-size:.85rem}.badge{font-size:.75rem;font-weight:700;border-radius:6px;padding:.15rem .5rem}
.ok{background:#e3f7ea;color:#17663a}.bad{background:#ffe6e6;color:#a40000}.warn{background:#fff4d6;color:#8a5a00}
pre{background:#0f1724;color:#e6edf7;border-radius:10px;padding:.75rem;overflow-x:auto;font-size:.8rem;margin:.5rem 0 0;white-space:pre-wrap;word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:.5rem 0 0;font-size:.8rem}dt{color:#6b7687}dd{margin:0;word-break:break-all;font-family:ui-monospace,monospace}
@media (max-width:480px){main{padding:1.25rem;margin:1rem .5rem}.entry{padding:.75rem}dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.35rem}}`;

const SIGNATURE_TEXT: Record<InboxEntry['signature'], [string, string]> = {
  verified: ['ok', 'Signature verified'],
  'verified-but-old': ['ok', 'Signature verified (sent more than 5 minutes ago: a live check would refuse it as a replay)'],
  invalid: ['bad', 'Signature does not match the current signing secret'],
  unsigned: ['warn', 'Not sent'],
};

function entryHtml(entry: InboxEntry): string {
  const isReceived = entry.error === null;
  const result = isReceived ? `<span class="badge ok">Received ${entry.statusCode ?? ''}</span>` : `<span class="badge bad">${escapeHtml(entry.error ?? '')}</span>`;
  const [signatureClass, signatureText] = SIGNATURE_TEXT[entry.signature];
  let pretty = entry.body;
  try {
    pretty = JSON.stringify(JSON.parse(entry.body), null, 2);
  } catch {
    // Shown as sent.
  }
  const headers = Object.entries(entry.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<section class="entry"><div class="head"><span class="type">${escapeHtml(entry.type)}</span>${result}<span class="badge ${signatureClass}">${escapeHtml(signatureText)}</span></div>
<p class="muted">${escapeHtml(entry.attemptedAt.toISOString())} · try ${entry.attempt}${entry.isReplay ? ' (replay)' : ''} · ${entry.durationMs} ms · ${escapeHtml(entry.url)}</p>
<dl>${headers}</dl><pre>${escapeHtml(pretty)}</pre></section>`;
}

/** The sandbox webhook inbox: every try to the partner's endpoint, its payload and its signature check. */
export function inboxPage(inbox: SandboxInbox, receiverUrl: string): string {
  const endpoint = inbox.endpoint
    ? `<p>Endpoint: <code>${escapeHtml(inbox.endpoint.url)}</code>, signing secret from ${escapeHtml(inbox.endpoint.secretRotatedAt.toISOString())}.</p>`
    : `<p>No webhook endpoint is configured for <code>${escapeHtml(inbox.apiKey)}</code>. Without a server of your own, use the sandbox receiver:</p>
<pre>curl -X PUT ${escapeHtml(new URL('/api/v1/partner/webhook-endpoint', receiverUrl).toString())} \\
  -H 'X-Api-Key: ${escapeHtml(inbox.apiKey)}' -H 'X-Partner-Secret: ${escapeHtml(inbox.apiKey.replace(/^pk_/, 'sk_'))}' \\
  -H 'Content-Type: application/json' -d '{"url":"${escapeHtml(receiverUrl)}"}'</pre>`;
  const entries = inbox.entries.length > 0 ? inbox.entries.map(entryHtml).join('') : '<p>No delivery yet. Place an order in the widget with this key and it shows here within seconds.</p>';
  const body = `<span class="tag">SANDBOX</span><h1>Webhook inbox</h1>
<form method="get" action="/sandbox/webhooks"><input name="apiKey" value="${escapeHtml(inbox.apiKey)}" aria-label="Partner API key"><button type="submit">Show</button></form>
${endpoint}
<h2>Deliveries (newest first)</h2>${entries}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Webhook inbox</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
