/* global document, window, crypto, TextEncoder, URLSearchParams, FormData, btoa, setTimeout, clearTimeout */
// The playground: every widget parameter (spec 000 section 3) grouped and explained -> the SDK's
// options -> Ferry opened as an overlay, embedded or as a popup, with its events logged. Plain
// JavaScript served as is, so it works offline and needs no build; the SDK is /sdk/ferry.js.

const METHODS = 'credit_debit_card,gbp_bank_transfer,sepa_bank_transfer,pm_us_wire_bank_transfer,inr_upi,inr_bank_transfer,apple_pay,google_pay,pm_open_banking,pm_ach_push,pm_wire'.split(',');
const COLOURS = 'brandColor,textPrimaryColor,textSecondaryColor,borderColor,surfaceFillColor,widgetBackgroundFillColor,greenColor,redColor,labelTextColor,primaryButtonTextColor,primaryButtonFillColor,themeColor'.split(',');

/** [name, kind, help]: kind is text, bool, number, list, json, or a list of choices. */
const GROUPS = [
  ['Partner and flow', [
    ['apiKey', ['pk_sandbox_demo', 'pk_sandbox_sell_only', 'pk_sandbox_ferry', 'pk_sandbox_signed', 'pk_sandbox_disabled', 'pk_sandbox_kyb_pending'], 'Your public partner key. Sandbox keys listed.'],
    ['productsAvailed', 'list', 'BUY, SELL, OFF_RAMP_STREAM: must be among your partner products.'],
    ['exchangeScreenTitle', 'text', 'Replaces the exchange screen title.'],
    ['language', ['', 'en', 'de'], "The widget's language; else the user's browser's, else your partner default."],
    ['hideMenu', 'bool', 'Hides the menu.'],
    ['isFeeCalculationHidden', 'bool', 'Hides the fee breakdown when your fee is at most 1%.'],
    ['isFeeExcludedFromFiat', 'bool', 'Fees on top of the fiat amount.'],
    ['walletRedirection', 'bool', "A sell's Complete Payment hands over to your wallet (wallet-redirection event)."],
    ['redirectURL', 'text', 'http(s) URL the user returns to; on your allowed domains if you list them.'],
    ['partnerOrderId', 'text', 'Your order id, echoed on the order.'],
    ['partnerCustomerId', 'text', 'Your customer id, echoed on the order.'],
    ['referrerDomain', 'text', 'The embedding domain to report (apps).'],
  ]],
  ['Amounts, currencies and payment', [
    ['fiatCurrency', 'text', 'Preselected fiat (EUR); wins over countryCode, defaultFiatCurrency, excludeFiatCurrencies.'],
    ['defaultFiatCurrency', 'text', 'Fiat to start with.'],
    ['excludeFiatCurrencies', 'list', 'Fiats not offered, comma separated.'],
    ['countryCode', 'text', "Two letters: the user's country picks its fiat."],
    ['defaultFiatAmount', 'number', 'Amount to start with.'],
    ['fiatAmount', 'number', 'A fixed fiat amount.'],
    ['defaultCryptoAmount', 'number', 'Crypto amount to start a sell with.'],
    ['cryptoAmount', 'number', 'A fixed crypto amount.'],
    ['cryptoCurrencyCode', 'text', 'The crypto bought or sold (ETH).'],
    ['defaultCryptoCurrency', 'text', 'Crypto to start with.'],
    ['cryptoCurrencyList', 'list', 'Cryptos offered.'],
    ['network', 'text', 'The network (ethereum).'],
    ['defaultNetwork', 'text', 'Network to start with.'],
    ['networks', 'list', 'Networks offered; replaces network.'],
    ['paymentMethod', ['', ...METHODS], 'Preselected payment method.'],
    ['defaultPaymentMethod', ['', ...METHODS], 'Payment method to start with.'],
    ['disablePaymentMethods', 'list', 'Methods not offered.'],
  ]],
  ['User (trusted only when signed, for signing partners)', [
    ['walletAddress', 'text', 'Where the crypto goes.'],
    ['walletAddressesData', 'json', '{"coins":{"ETH":{"address":"0x..."}}}'],
    ['email', 'text', 'Prefills sign-in.'],
    ['userData', 'json', 'Details to prefill KYC forms.'],
    ['kycShareToken', 'text', 'A KYC to reuse.'],
    ['kycShareTokenProvider', ['', 'SUMSUB'], 'Only SUMSUB.'],
  ]],
  ['Colours', [
    ['colorMode', ['', 'LIGHT', 'DARK'], 'The colour mode.'],
    ...COLOURS.map((name) => [name, 'colour', 'A CSS colour.']),
  ]],
  ['NFT and Ferry One (one-click)', [
    ['isNFT', 'bool', 'An NFT checkout.'],
    ['nftData', 'json', 'One NFT or a list: {"nftTitle":"Ferry Cat #7","nftImage":"https://...","quantity":1}'],
    ['tradeType', 'text', 'NFT trade type.'],
    ['contractAddress', 'text', "The NFT's contract."],
    ['tokenId', 'text', 'The token.'],
    ['contractId', 'text', 'Contract id.'],
    ['nftTransactionId', 'text', 'Your NFT transaction id.'],
    ['tokenData', 'json', 'Token description.'],
    ['sourceTokenData', 'json', 'Source token description.'],
    ['cryptoCurrencyData', 'json', 'Crypto description.'],
    ['isFerryOne', 'bool', 'A one-click checkout.'],
    ['smartContractAddress', 'text', 'The contract the one-click call runs on.'],
    ['calldata', 'text', 'Hex call data of the one-click call.'],
    ['estimatedGasLimit', 'number', 'Gas limit, a whole number.'],
  ]],
  ['Off-ramp stream and white label', [
    ['isFerryStreamOffRamp', 'bool', 'Opens the off-ramp stream.'],
    ['isOffRampStreamFlow', 'bool', 'The stream flow.'],
    ['isWhiteLabelFlow', 'bool', 'The white-label KYC path.'],
  ]],
];
const EVENTS = ['initialised', 'open', 'close', 'close-request', 'wallet-redirection', 'order-created', 'order-successful', 'order-cancelled', 'order-failed', 'deposit-seen', 'deposit-confirmed', 'deposit-paid-out', 'deposit-refunded', 'user', 'analytics'];

const form = document.getElementById('params');
const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

function field([name, kind, help]) {
  let input;
  if (Array.isArray(kind)) {
    input = el('select', { name }, ...kind.map((value) => el('option', { value, textContent: value || '(any)' })));
  } else if (kind === 'bool') {
    input = el('input', { type: 'checkbox', name, value: 'true' });
  } else if (kind === 'json') {
    input = el('textarea', { name, rows: 2, spellcheck: false });
  } else {
    input = el('input', { name, inputMode: kind === 'number' ? 'decimal' : 'text', placeholder: kind === 'list' ? 'a,b' : kind === 'colour' ? '#4f46e5' : '' });
  }
  const label = el('label', { className: kind === 'bool' ? 'check' : '' });
  label.append(kind === 'bool' ? input : `${name} `, kind === 'bool' ? ` ${name}` : input, el('small', { textContent: help }));
  return label;
}

const signing = form.firstElementChild;
for (const [legend, params] of GROUPS) form.insertBefore(el('fieldset', {}, el('legend', { textContent: legend }), ...params.map(field)), signing);

/** The options the form describes: empty fields left out. */
function optionsFromForm() {
  const options = {};
  for (const [name, value] of new FormData(form).entries()) {
    const text = String(value).trim();
    if (name === 'secret' || text === '') continue;
    options[name] = text;
  }
  return options;
}

/** base64 HMAC-SHA256 of the query string, as a partner's server signs it. */
async function sign(queryString, secret) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(queryString)));
  return btoa(String.fromCharCode(...mac));
}

async function ferryOptions() {
  const options = optionsFromForm();
  const secret = String(new FormData(form).get('secret') ?? '').trim();
  const analytics = $('analytics').checked;
  if (secret && crypto.subtle) {
    const query = new URLSearchParams(options).toString();
    return { signedUrl: `${window.location.origin}/?${query}&signature=${encodeURIComponent(await sign(query, secret))}`, analytics };
  }
  return { ...options, baseUrl: window.location.origin, analytics };
}

const literal = (options) => JSON.stringify(options, null, 2).replace(/"([A-Za-z]+)":/g, '$1:').replaceAll('"', "'");

async function refresh() {
  const options = await ferryOptions();
  const shown = { ...options };
  delete shown.baseUrl;
  if (!shown.analytics) delete shown.analytics;
  $('widget-url').value = new window.Ferry(options).url;
  const origin = window.location.origin;
  $('snippet-script').textContent = `<script src="${origin}/sdk/v1/ferry.js"></script>\n<script>\n  const ferry = new Ferry(${literal(shown)});\n  ferry.on('order-successful', (event) => console.log(event.orderId));\n  ferry.${mode()}(${mode() === 'mount' ? "document.getElementById('ferry')" : ''});\n</script>`;
  $('snippet-npm').textContent = `npm install @ferry/sdk\n\nimport { Ferry } from '@ferry/sdk';\nconst ferry = new Ferry(${literal({ ...shown, baseUrl: origin })});\nferry.on('order-created', (event) => save(event.orderId)).${mode()}(${mode() === 'mount' ? 'element' : ''});`;
  $('snippet-react').textContent = `import { FerryWidget, useFerry } from '@ferry/sdk/react';\n\n<FerryWidget options={${literal({ ...shown, baseUrl: origin })}}\n  on={{ 'order-successful': (event) => save(event.orderId) }} style={{ height: 640 }} />\n\n// or an overlay from a button:\nconst ferry = useFerry({ apiKey: '${shown.apiKey ?? 'pk_sandbox_demo'}', baseUrl: '${origin}' });\n<button onClick={() => ferry.open()}>Buy crypto</button>`;
  $('snippet-session').textContent = `# your server, with your partner secret (never in a page)\ncurl -X POST ${origin}/api/v1/partner/widget-sessions \\\n  -H 'X-Api-Key: ${shown.apiKey ?? 'pk_sandbox_demo'}' -H 'X-Partner-Secret: sk_...' \\\n  -H 'content-type: application/json' -d '${JSON.stringify({ ...optionsFromForm(), apiKey: undefined })}'\n\n// your page, with the sessionId your server answered\nnew Ferry({ sessionId: 'ws_...', baseUrl: '${origin}' }).open();`;
  $('snippet-signed').textContent = `// your server (Node)\nconst query = new URLSearchParams(${literal(optionsFromForm())}).toString();\nconst signature = crypto.createHmac('sha256', process.env.FERRY_SECRET).update(query).digest('base64');\nconst signedUrl = \`${origin}/?\${query}&signature=\${encodeURIComponent(signature)}\`;\n\n// your page\nnew Ferry({ signedUrl }).open();`;
}

const mode = () => document.querySelector('input[name="mode"]:checked').value;

function log(event) {
  const { channel: _channel, version: _version, type, ...fields } = event;
  const item = el('li', {}, el('time', { textContent: new Date().toLocaleTimeString() }), el('strong', { textContent: type }), el('code', { textContent: Object.keys(fields).length ? JSON.stringify(fields) : '' }));
  $('events').prepend(item);
}

let ferry = null;
async function openFerry() {
  ferry?.destroy();
  $('stage').replaceChildren();
  ferry = new window.Ferry(await ferryOptions());
  for (const type of EVENTS) ferry.on(type, log);
  const how = mode();
  if (how === 'mount') ferry.mount($('stage'));
  else ferry[how]();
  $('stage').classList.toggle('filled', how === 'mount');
}

let timer;
function scheduleRefresh() {
  clearTimeout(timer);
  timer = setTimeout(() => void refresh(), 300);
  window.history.replaceState(null, '', `/demo?${new URLSearchParams(optionsFromForm())}`);
}

/** A shared playground link (/demo?fiatCurrency=GBP...) fills the form. */
function fillFromLocation() {
  const query = new URLSearchParams(window.location.search);
  if (!query.has('apiKey')) query.set('apiKey', 'pk_sandbox_demo');
  for (const [name, value] of query.entries()) {
    const input = form.elements.namedItem(name);
    if (!input) continue;
    if (input.type === 'checkbox') input.checked = value === 'true';
    else input.value = value;
  }
}

fillFromLocation();
form.addEventListener('input', scheduleRefresh);
form.addEventListener('change', scheduleRefresh);
form.addEventListener('submit', (event) => event.preventDefault());
for (const input of document.querySelectorAll('input[name="mode"], #analytics')) input.addEventListener('change', () => void refresh());
$('open-ferry').addEventListener('click', () => void openFerry());
$('get-user').addEventListener('click', () => ferry?.getUser());
$('logout-user').addEventListener('click', () => ferry?.logoutUser());
void refresh();
