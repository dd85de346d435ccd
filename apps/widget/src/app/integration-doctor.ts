import { EMBED_CHANNEL, EMBED_PROTOCOL_VERSION } from '@ferry/contracts';

/**
 * The integration doctor: console lines for the partner's developer, prefixed [Ferry], saying
 * what is wrong with the integration and how to fix it. Each says a thing once per page load.
 * They carry origins and parameter names only, never a user's data.
 */
const said = new Set<string>();

function say(level: 'warn' | 'error', key: string, text: string): void {
  if (said.has(key)) return;
  said.add(key);
  if (level === 'warn') console.warn(`[Ferry] ${text}`);
  else console.error(`[Ferry] ${text}`);
}

interface PolicyDocument {
  featurePolicy?: { allowsFeature(feature: string): boolean };
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
}

export const doctor = {
  /** Only a message that claims to be ours is worth a line; other scripts' messages are not. */
  refusedMessage(data: unknown): void {
    if (typeof data !== 'object' || data === null || (data as { channel?: unknown }).channel !== EMBED_CHANNEL) return;
    const { version, type } = data as { version?: unknown; type?: unknown };
    say(
      'warn',
      `refused:${String(type)}:${String(version)}`,
      version === EMBED_PROTOCOL_VERSION
        ? `a message '${String(type)}' from the host page was refused: it is not a host message of the embed protocol (handshake, close-request, get-user, logout-user) or its fields are malformed.`
        : `a message from the host page was refused: embed protocol version ${String(version)} is not supported (this widget speaks version ${EMBED_PROTOCOL_VERSION}). Load the SDK from /sdk/ferry.js.`,
    );
  },

  foreignOrigin(got: string, expected: string): void {
    say('warn', `origin:${got}`, `a message from ${got} was ignored: this widget was opened by ${expected} and talks only to it.`);
  },

  /** Spec 000 section 4: the partner's allowed domains refused this host. */
  domainNotAllowed(hostOrigin: string | null): void {
    say(
      'error',
      'domain',
      `start-up failed: the page embedding the widget (${hostOrigin ?? 'unknown origin'}) is not on your partner account's allowed domains. Add its domain in the partner dashboard, or embed the widget from a listed domain.`,
    );
  },

  /** Frames inside a plain-HTTP page are not secure contexts: no Web Crypto, no payment request. */
  insecureHost(win: Pick<Window, 'isSecureContext'> & { location: { origin: string } } = window, hostOrigin: string | null = null): boolean {
    if (win.isSecureContext !== false) return false;
    say(
      'error',
      'insecure',
      `start-up cannot finish: ${hostOrigin ? `the page embedding the widget (${hostOrigin})` : `this page (${win.location.origin})`} is served over plain HTTP, so the browser withholds the secure-context features the widget needs (Web Crypto for request ids, payment request for card wallets) and every call fails. Serve the page over HTTPS; http://localhost is treated as secure for development.`,
    );
    return true;
  },

  /** Card wallets (Apple Pay, Google Pay) need the frame to carry allow="payment". */
  missingPaymentPermission(win: { parent: unknown } = window, doc: PolicyDocument = document as PolicyDocument): boolean {
    if (win.parent === win) return false;
    const policy = doc.permissionsPolicy ?? doc.featurePolicy;
    if (!policy || policy.allowsFeature('payment')) return false;
    say('warn', 'payment', 'the iframe lacks allow="payment": Apple Pay and Google Pay cannot open. Use the SDK (it sets it) or add allow="payment" to your <iframe>.');
    return true;
  },

  /** nftData arrives as JSON (spec 000 section 3 "NFT strings"); quote-request.ts reads it. */
  nftData(value: string | undefined): boolean {
    if (value === undefined || isNftData(value)) return false;
    say(
      'warn',
      'nftData',
      `nftData is not in the expected format, so the NFT quote will be refused. Expected JSON of one NFT or a list of them (the first is shown): {"nftTitle":"Ferry Cat #7","nftImage":"https://example.com/cat.png","quantity":1} — nftTitle (or nftName, name) a text up to 200 characters, nftImage (or imageUrl, image) an http(s) URL (anything else is not shown), quantity a whole number from 1 to 10000. URL-encode it in the query.`,
    );
    return true;
  },
};

const optionalText = (value: unknown, max: number) => value === undefined || (typeof value === 'string' && value.length <= max);

/** The server's NftItem (quote-request.ts), checked here without zod so it stays out of the start-up bundle. */
export function isNftData(text: string): boolean {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  const item: unknown = Array.isArray(json) ? json[0] : json;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const nft = item as Record<string, unknown>;
  const quantity = nft.quantity === undefined ? 1 : Number(nft.quantity);
  return (
    ['nftTitle', 'nftName', 'name'].every((key) => optionalText(nft[key], 200)) &&
    ['nftImage', 'imageUrl', 'image'].every((key) => optionalText(nft[key], 2048)) &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= 10_000
  );
}
