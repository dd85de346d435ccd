import { EMBED_CHANNEL, EMBED_PROTOCOL_VERSION } from '@ferry/contracts';
import { type Catalogue, loadMessages, t } from '../i18n/i18n.js';

/**
 * The integration doctor's texts: a catalogue of their own, loaded with the doctor only when it
 * has something to say (consult-doctor.ts), so none of it is in the first load.
 */
const doctorCatalogue: Catalogue = {
  en: () => import('../i18n/doctor/en.po'),
  de: () => import('../i18n/doctor/de.po'),
};

export const loadDoctorTexts = (): Promise<void> => loadMessages(doctorCatalogue);

/** What nftData should look like: JSON, so it is a value of the text rather than part of it. */
const NFT_DATA_EXAMPLE = '{"nftTitle":"Ferry Cat #7","nftImage":"https://example.com/cat.png","quantity":1}';

/**
 * The integration doctor: console lines for the partner's developer, prefixed [Ferry], saying
 * what is wrong with the integration and how to fix it, in the widget's language. Each says a
 * thing once per page load. They carry origins and parameter names only, never a user's data.
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
        ? t('doctor.refusedMessage', { type: String(type) })
        : t('doctor.refusedVersion', { version: String(version), supported: EMBED_PROTOCOL_VERSION }),
    );
  },

  foreignOrigin(got: string, expected: string): void {
    say('warn', `origin:${got}`, t('doctor.foreignOrigin', { got, expected }));
  },

  /** Spec 000 section 4: the partner's allowed domains refused this host. */
  domainNotAllowed(hostOrigin: string | null): void {
    say('error', 'domain', t('doctor.domainNotAllowed', { origin: hostOrigin ?? t('doctor.unknownOrigin') }));
  },

  /** Frames inside a plain-HTTP page are not secure contexts: no Web Crypto, no payment request. */
  insecureHost(win: Pick<Window, 'isSecureContext'> & { location: { origin: string } } = window, hostOrigin: string | null = null): boolean {
    if (win.isSecureContext !== false) return false;
    const page = hostOrigin ? t('doctor.embeddingPage', { origin: hostOrigin }) : t('doctor.thisPage', { origin: win.location.origin });
    say('error', 'insecure', t('doctor.insecureHost', { page }));
    return true;
  },

  /** Card wallets (Apple Pay, Google Pay) need the frame to carry allow="payment". */
  missingPaymentPermission(win: { parent: unknown } = window, doc: PolicyDocument = document as PolicyDocument): boolean {
    if (win.parent === win) return false;
    const policy = doc.permissionsPolicy ?? doc.featurePolicy;
    if (!policy || policy.allowsFeature('payment')) return false;
    say('warn', 'payment', t('doctor.missingPaymentPermission'));
    return true;
  },

  /** nftData arrives as JSON (spec 000 section 3 "NFT strings"); quote-request.ts reads it. */
  nftData(value: string | undefined): boolean {
    if (value === undefined || isNftData(value)) return false;
    say('warn', 'nftData', t('doctor.nftData', { example: NFT_DATA_EXAMPLE }));
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
