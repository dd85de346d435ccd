import type { SandboxKycState } from '@ferry/contracts';
import type { WorkflowRun } from '../../providers/kyc/kyc-provider.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1b2330;margin:0;display:flex;justify-content:center}
main{max-width:34rem;width:100%;margin:2rem 1rem;background:#fff;border-radius:16px;padding:2rem;box-shadow:0 8px 30px #0001}
h1{font-size:1.4rem;margin:0 0 .25rem}.tag{display:inline-block;font-size:.75rem;font-weight:700;background:#fff4d6;color:#8a5a00;border-radius:6px;padding:.15rem .5rem;margin-bottom:1rem}
p{line-height:1.5;color:#4a5568}form{display:inline}button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:.8rem 1.2rem;cursor:pointer;margin:.25rem .5rem .25rem 0}
.primary{background:#3355ff;color:#fff}.secondary{background:#eef1f7;color:#1b2330}.danger{background:#ffe6e6;color:#a40000}
table{width:100%;border-collapse:collapse;font-size:.9rem}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #eef1f7}
input{font:inherit;padding:.6rem;border:1px solid #cfd6e4;border-radius:8px;width:16rem}.status{font-weight:700}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sandbox provider's ID-proof and selfie page, where the user chooses to complete or decline. */
export function verificationPage(workflowRunId: string, run: WorkflowRun): string {
  const action = (verb: string) => `/sandbox/kyc/${encodeURIComponent(workflowRunId)}/${verb}`;
  const body =
    run.status === 'NOT_SUBMITTED'
      ? `<p>This is the sandbox stand-in for the identity provider's page. A real provider would now ask for a photo of your ID document and a selfie.</p>
<p>Choose what the provider should report to Ferry.</p>
<form method="post" action="${action('complete')}"><button class="primary" type="submit">Complete verification</button></form>
<form method="post" action="${action('decline')}"><button class="secondary" type="submit">Decline</button></form>`
      : run.status === 'SUBMITTED'
        ? '<p class="status">Verification submitted.</p><p>You can close this page and return to Ferry.</p>'
        : '<p class="status">Verification declined.</p><p>You can close this page and return to Ferry.</p>';
  return page('Identity verification', `<span class="tag">SANDBOX</span><h1>ID Proof &amp; Selfie</h1>${body}`);
}

/** The sandbox console's KYC page: the maintenance switch, manual review decisions, refresh and risk engine. */
export function consolePage(state: SandboxKycState, notice: string | null, sandboxToken: string): string {
  const token = `<input type="hidden" name="sandboxToken" value="${escapeHtml(sandboxToken)}">`;
  const rows = state.inReview
    .map(
      (item) => `<tr><td>${escapeHtml(item.email)}<br>${escapeHtml(`${item.firstName ?? ''} ${item.lastName ?? ''}`)}</td><td>${escapeHtml(item.level ?? '')}</td>
<td><form method="post" action="/sandbox/kyc/console/decide">${token}<input type="hidden" name="email" value="${escapeHtml(item.email)}"><input type="hidden" name="decision" value="APPROVED"><button class="primary" type="submit">Approve</button></form>
<form method="post" action="/sandbox/kyc/console/decide">${token}<input type="hidden" name="email" value="${escapeHtml(item.email)}"><input type="hidden" name="decision" value="REJECTED"><button class="danger" type="submit">Reject</button></form></td></tr>`,
    )
    .join('');
  const body = `<span class="tag">SANDBOX</span><h1>KYC provider</h1>
${notice ? `<p class="status">${escapeHtml(notice)}</p>` : ''}
<p>Provider: <span class="status">${state.isProviderAvailable ? 'available' : 'under maintenance'}</span></p>
<form method="post" action="/sandbox/kyc/console/provider">${token}<input type="hidden" name="isAvailable" value="${state.isProviderAvailable ? 'false' : 'true'}"><button class="secondary" type="submit">${state.isProviderAvailable ? 'Make unavailable' : 'Make available'}</button></form>
<h2>Held for manual review</h2>
${rows ? `<table><tr><th>User</th><th>Level</th><th></th></tr>${rows}</table>` : '<p>No application waits for review. A first name of <b>Review</b> holds one here.</p>'}
<h2>Users</h2>
<form method="post" action="/sandbox/kyc/console/expire">${token}<input name="email" type="email" placeholder="e-mail" required><button class="secondary" type="submit">Expire KYC details</button></form>
<form method="post" action="/sandbox/kyc/console/risk-engine">${token}<input name="email" type="email" placeholder="e-mail" required><button class="secondary" type="submit">Ask for enhanced verification</button></form>
<h2>UK (FCA) timers</h2>
<p>Moves a UK user's cooling-off end and risk-assessment retry time back, as if the hours had passed.</p>
<form method="post" action="/sandbox/kyc/console/fca-advance">${token}<input name="email" type="email" placeholder="e-mail" required aria-label="e-mail of the UK user"> <input name="hours" type="number" min="1" max="8784" value="24" required aria-label="hours" style="width:5rem"><button class="secondary" type="submit">Move FCA timers on</button></form>`;
  return page('Sandbox KYC console', body);
}
