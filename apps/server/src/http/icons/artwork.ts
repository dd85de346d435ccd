import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Where each icon's artwork comes from (the widget README says which packages and why):
 * crypto and networks from @web3icons/core (MIT), flags from flag-icons (MIT), payment brands
 * from simple-icons (CC0) and, for methods without a mark in a licence-compatible package (UPI,
 * Faster Payments, open banking, wire, ACH, IMPS/NEFT), a Lucide pictogram (ISC).
 * They are read by file name, which knip cannot follow: knip.json lists the four as used.
 */
const require = createRequire(import.meta.url);

/** Seeded networks to their web3icons file names. */
const NETWORKS: Record<string, string> = {
  bitcoin: 'bitcoin',
  ethereum: 'ethereum',
  polygon: 'polygon',
  arbitrum: 'arbitrum-one',
  solana: 'solana',
  tron: 'tron',
  ripple: 'xrp',
};

/** Payment methods: a brand from simple-icons (slug, colour) or a Lucide pictogram. */
type MethodArt = { brand: string; colour: string } | { pictogram: string };
const METHODS: Record<string, MethodArt> = {
  credit_debit_card: { pictogram: 'credit-card' },
  apple_pay: { brand: 'applepay', colour: '#000000' },
  google_pay: { brand: 'googlepay', colour: '#4285F4' },
  sepa_bank_transfer: { brand: 'sepa', colour: '#2350A9' },
  gbp_bank_transfer: { pictogram: 'zap' },
  pm_open_banking: { pictogram: 'landmark' },
  pm_ach_push: { pictogram: 'arrow-right-left' },
  pm_us_wire_bank_transfer: { pictogram: 'globe' },
  pm_wire: { pictogram: 'globe' },
  inr_upi: { pictogram: 'smartphone' },
  inr_bank_transfer: { pictogram: 'landmark' },
};

/** Card schemes the widget shows beside a card (spec 001 section 5 accepts Visa and Mastercard). */
const SCHEMES: Record<string, { brand: string; colour: string }> = {
  visa: { brand: 'visa', colour: '#1A1F71' },
  mastercard: { brand: 'mastercard', colour: '#EB001B' },
  amex: { brand: 'americanexpress', colour: '#2E77BC' },
  discover: { brand: 'discover', colour: '#FF6000' },
};

const fileOf = (specifier: string) => readFile(require.resolve(specifier), 'utf8');

async function web3icon(kind: 'tokens' | 'networks', name: string): Promise<string | null> {
  try {
    const module = (await import(/* @vite-ignore */ `@web3icons/core/svgs/${kind}/background/${name}.svg.js`)) as { default: string };
    return module.default;
  } catch {
    return null;
  }
}

/** A brand glyph (24-unit path) centred on a white tile, so it reads on light and dark alike. */
async function brandTile(slug: string, colour: string): Promise<string> {
  const svg = await fileOf(`simple-icons/icons/${slug}.svg`);
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#fff"/><rect x=".5" y=".5" width="39" height="39" rx="9.5" fill="none" stroke="#e2e8f0"/><g transform="translate(8 8)"><path fill="${colour}" d="${path}"/></g></svg>`;
}

async function pictogramTile(name: string): Promise<string> {
  const svg = await fileOf(`lucide-static/icons/${name}.svg`);
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#eef2ff"/><g transform="translate(8 8)" fill="none" stroke="#4338ca" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</g></svg>`;
}

/** ISO 4217 codes start with the issuing country's ISO 3166 code; the euro has the EU's flag. */
export function flagOfCurrency(code: string): string {
  return code === 'EUR' ? 'eu' : code.slice(0, 2).toLowerCase();
}

async function flag(code: string): Promise<string | null> {
  if (!/^[a-z]{2}$/.test(code)) return null;
  try {
    return await fileOf(`flag-icons/flags/1x1/${code}.svg`);
  } catch {
    return null;
  }
}

/**
 * The artwork for an icon name (`crypto-btc`, `network-arbitrum`, `flag-de`, `fiat-eur`,
 * `pm-sepa_bank_transfer`, `scheme-visa`, `partner-...`), or null when there is none.
 */
export async function artworkFor(name: string): Promise<string | null> {
  const [kind = '', ...rest] = name.split('-');
  const key = rest.join('-');
  switch (kind) {
    case 'crypto':
      return /^[a-z0-9]{2,10}$/.test(key) ? web3icon('tokens', key.toUpperCase()) : null;
    case 'network':
      return NETWORKS[key] ? web3icon('networks', NETWORKS[key]) : null;
    case 'flag':
      return flag(key);
    case 'fiat':
      return /^[a-z]{3}$/.test(key) ? flag(flagOfCurrency(key.toUpperCase())) : null;
    case 'pm': {
      const art = METHODS[key];
      if (!art) return null;
      return 'brand' in art ? brandTile(art.brand, art.colour) : pictogramTile(art.pictogram);
    }
    case 'scheme': {
      const art = SCHEMES[key];
      return art ? brandTile(art.brand, art.colour) : null;
    }
    case 'partner':
      // A partner's own logo is its to host; the sandbox partners get a neutral shop mark.
      return /^[a-z0-9_-]{1,40}$/.test(key) ? pictogramTile('store') : null;
    default:
      return null;
  }
}
