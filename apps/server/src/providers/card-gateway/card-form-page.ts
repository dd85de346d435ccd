import { type Language, SOURCE_LANGUAGE } from '@ferry/contracts';
import { type CardFormTheme, DEFAULT_CARD_FORM_THEME } from '@ferry/rules';
import { sandboxGatewayTexts } from './sandbox-gateway-texts.js';

/**
 * The sandbox gateway's hosted card form. It runs in its own iframe, so the card number, expiry
 * and CVV are typed into the gateway's page and go only to the gateway's token endpoint; the
 * widget receives events and, at the end, a token (contracts: CardFormMessage). It is drawn in the
 * widget's theme (colours passed in its query, validated) with the widget's field look, so a user
 * cannot tell where the frame begins; a non-empty invalid field gets the error border except
 * while focused, as the widget shows its error (spec 001 section 5). It speaks the widget's
 * language (its `locale` query), as a real gateway's hosted form does.
 */

export function cardFormHtml(theme: CardFormTheme = DEFAULT_CARD_FORM_THEME, language: Language = SOURCE_LANGUAGE): string {
  const text = sandboxGatewayTexts(language);
  // Every value below passed parseCardFormTheme: a hex colour or the word light/dark, nothing else;
  // the texts are the gateway's own constants. The script reads its refusal texts from data attributes.
  return `<!doctype html>
<html lang="${language}" data-invalid-details="${text.invalidDetails}" data-save-failed="${text.saveFailed}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text.title}</title>
<style>
  :root{color-scheme:${theme.mode};--text:${theme.text};--label:${theme.label};--placeholder:${theme.placeholder};--border:${theme.border};--field:${theme.field};--brand:${theme.brand};--error:${theme.error}}
  *{box-sizing:border-box}
  body{margin:0;padding:4px;font:500 16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:var(--text);background:transparent;-webkit-font-smoothing:antialiased}
  label{display:block;font-size:13px;font-weight:600;color:var(--label);margin:0 0 6px}
  input{width:100%;min-height:52px;padding:12px 16px;border:1.5px solid var(--border);border-radius:14px;font:inherit;font-size:16px;background:var(--field);color:var(--text);transition:border-color 120ms ease}
  input::placeholder{color:var(--placeholder);opacity:.75}
  input:focus{outline:none;border-color:var(--brand);box-shadow:0 0 0 3px color-mix(in srgb,var(--brand) 35%,transparent)}
  input.invalid{border-color:var(--error)}
  .row{display:flex;gap:12px}.row>div{flex:1;min-width:0}.field{margin-bottom:16px}.row .field{margin-bottom:0}
</style></head>
<body>
  <div class="field"><label for="card-number">${text.cardNumber}</label>
    <input id="card-number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"></div>
  <div class="row">
    <div class="field"><label for="expiry-date">${text.expiryDate}</label>
      <input id="expiry-date" inputmode="numeric" autocomplete="cc-exp" placeholder="${text.expiryPlaceholder}" maxlength="5"></div>
    <div class="field"><label for="cvv">${text.cvv}</label>
      <input id="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" type="password"></div>
  </div>
  <script src="/sandbox/card-gateway/card-form.js"></script>
</body></html>`;
}

export const CARD_FORM_SCRIPT = `(() => {
  const parentOrigin = new URLSearchParams(location.search).get('parentOrigin');
  if (!parentOrigin || !/^https?:\\/\\/[^/]+$/.test(parentOrigin) || window.parent === window) return;
  const post = (message) => window.parent.postMessage({ source: 'ferry-card-form', ...message }, parentOrigin);
  const $ = (id) => document.getElementById(id);
  const digits = (value) => value.replace(/\\D/g, '');
  const schemeOf = (d) => /^4/.test(d) ? 'visa'
    : /^(5[1-5]|222[1-9]|22[3-9]\\d|2[3-6]\\d\\d|27[01]\\d|2720)/.test(d) ? 'mastercard'
    : /^3[47]/.test(d) ? 'amex' : /^(6011|65|64[4-9])/.test(d) ? 'discover' : 'unknown';
  const luhn = (d) => { let s = 0; for (let i = 0; i < d.length; i++) { let n = +d[d.length - 1 - i]; if (i % 2) { n *= 2; if (n > 9) n -= 9; } s += n; } return s % 10 === 0; };
  const lengths = { visa: [13, 16, 19], mastercard: [16], amex: [15], discover: [16, 19], unknown: [16] };
  const numberValid = (d) => lengths[schemeOf(d)].includes(d.length) && luhn(d);
  const expiryParts = (v) => { const m = /^(\\d{2})\\/(\\d{2})$/.exec(v); return m ? { month: +m[1], year: 2000 + +m[2] } : null; };
  const expiryValid = (v) => { const p = expiryParts(v); if (!p || p.month < 1 || p.month > 12) return false; const now = new Date(); return p.year > now.getFullYear() || (p.year === now.getFullYear() && p.month >= now.getMonth() + 1); };
  const cvvValid = (v) => (schemeOf(digits($('card-number').value)) === 'amex' ? /^\\d{4}$/ : /^\\d{3}$/).test(v);
  const validators = { 'card-number': (v) => numberValid(digits(v)), 'expiry-date': expiryValid, cvv: cvvValid };
  let lastBin = '';
  const report = (id) => {
    const input = $(id);
    const isValid = validators[id](input.value);
    const isFocused = document.activeElement === input;
    input.classList.toggle('invalid', !isValid && input.value !== '' && !isFocused);
    input.setAttribute('aria-invalid', String(!isValid && input.value !== ''));
    post({ type: 'fieldState', field: id, isValid, isEmpty: input.value === '', isFocused });
    if (id === 'card-number') {
      const d = digits(input.value);
      const complete = numberValid(d);
      const key = (complete ? d.slice(0, 6) + d.slice(-4) : '') + schemeOf(d);
      if (key !== lastBin) { lastBin = key; post({ type: 'binChanged', bin: complete ? d.slice(0, 6) : null, last4: complete ? d.slice(-4) : null, scheme: schemeOf(d) }); }
    }
  };
  $('card-number').addEventListener('input', (e) => { const d = digits(e.target.value).slice(0, 19); e.target.value = d.replace(/(\\d{4})(?=\\d)/g, '$1 '); report('card-number'); report('cvv'); });
  $('expiry-date').addEventListener('input', (e) => { const d = digits(e.target.value).slice(0, 4); e.target.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d; report('expiry-date'); });
  $('cvv').addEventListener('input', (e) => { e.target.value = digits(e.target.value).slice(0, 4); report('cvv'); });
  for (const id of Object.keys(validators)) { $(id).addEventListener('focus', () => report(id)); $(id).addEventListener('blur', () => report(id)); }
  window.addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (!data || data.source !== 'ferry-widget' || data.type !== 'tokenize') return;
    const expiry = expiryParts($('expiry-date').value);
    try {
      const res = await fetch('/sandbox/card-gateway/api/tokens', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: digits($('card-number').value), expiryMonth: expiry ? expiry.month : 0, expiryYear: expiry ? expiry.year : 0, cvv: $('cvv').value, name: String(data.name || '') }) });
      const body = await res.json();
      if (!res.ok) { post({ type: 'tokenizeFailed', message: document.documentElement.dataset.invalidDetails }); return; }
      post({ type: 'tokenized', card: body.response });
    } catch { post({ type: 'tokenizeFailed', message: document.documentElement.dataset.saveFailed }); }
  });
  post({ type: 'ready' });
})();`;
