/* global document, window, fetch, crypto, TextEncoder, URLSearchParams, FormData, btoa, setTimeout, clearTimeout */
// The playground: a form over the main widget parameters -> the widget URL -> the widget in an
// iframe. Plain JavaScript served as is, so it works offline and needs no build.

const LIST_PARAMS = new Set(['networks']);
const form = document.getElementById('params');
const urlBox = document.getElementById('widget-url');
const openLink = document.getElementById('open-widget');
const frame = document.getElementById('widget');

/** The query the form describes: empty fields are left out, checkbox groups become lists. */
function queryFromForm() {
  const data = new FormData(form);
  const query = new URLSearchParams();
  const products = data.getAll('productsAvailed');
  for (const [name, value] of data.entries()) {
    if (name === 'secret' || name === 'productsAvailed') continue;
    const text = String(value).trim();
    if (text === '') continue;
    query.append(
      name,
      LIST_PARAMS.has(name)
        ? text
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
            .join(',')
        : text,
    );
    if (name === 'apiKey' && products.length > 0)
      query.append('productsAvailed', products.join(','));
  }
  return query;
}

/** base64 HMAC-SHA256 of the query string, as a partner's server signs it. */
async function sign(queryString, secret) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(queryString)),
  );
  return btoa(String.fromCharCode(...mac));
}

async function widgetUrl() {
  const queryString = queryFromForm().toString();
  const secret = String(new FormData(form).get('secret') ?? '').trim();
  let full = queryString;
  if (secret && crypto.subtle)
    full = `${queryString}&signature=${encodeURIComponent(await sign(queryString, secret))}`;
  return `${window.location.origin}/?${full}`;
}

let timer;
let shown = '';
async function refresh() {
  const url = await widgetUrl();
  urlBox.value = url;
  openLink.href = url;
  if (url !== shown) {
    shown = url;
    frame.src = url;
  }
  const playgroundQuery = queryFromForm();
  window.history.replaceState(null, '', `/demo?${playgroundQuery.toString()}`);
}

function scheduleRefresh() {
  clearTimeout(timer);
  timer = setTimeout(() => void refresh(), 400);
}

/** Suggestions for the currency fields, from the partner's own lists. */
async function loadSuggestions() {
  const apiKey = String(new FormData(form).get('apiKey') ?? '').trim();
  if (!apiKey) return;
  const fill = async (path, listId, toValue) => {
    try {
      const res = await fetch(path);
      if (!res.ok) return;
      const { response } = await res.json();
      const values = [...new Set(response.map(toValue))];
      document
        .getElementById(listId)
        .replaceChildren(
          ...values.map((value) => Object.assign(document.createElement('option'), { value })),
        );
    } catch {
      // Suggestions are a convenience; the fields still take any text.
    }
  };
  await Promise.all([
    fill(
      `/api/v1/fiat-currencies?apiKey=${encodeURIComponent(apiKey)}`,
      'fiat-currencies',
      (fiat) => fiat.symbol,
    ),
    fill(
      `/api/v1/crypto-currencies?partnerApiKey=${encodeURIComponent(apiKey)}`,
      'crypto-codes',
      (crypto) => crypto.symbol,
    ),
  ]);
}

/** A shared playground link (/demo?fiatCurrency=GBP...) fills the form. */
function fillFromLocation() {
  const query = new URLSearchParams(window.location.search);
  for (const [name, value] of query.entries()) {
    const fields = form.elements.namedItem(name);
    if (!fields) continue;
    if (name === 'productsAvailed') {
      const chosen = value.split(',');
      for (const box of form.querySelectorAll('input[name="productsAvailed"]'))
        box.checked = chosen.includes(box.value);
    } else if (fields.type === 'checkbox') {
      fields.checked = value === 'true';
    } else if ('value' in fields) {
      fields.value = value;
    }
  }
}

fillFromLocation();
form.addEventListener('input', scheduleRefresh);
form.addEventListener('change', scheduleRefresh);
form.elements.namedItem('apiKey').addEventListener('change', () => void loadSuggestions());
form.addEventListener('submit', (event) => event.preventDefault());
void loadSuggestions();
void refresh();
