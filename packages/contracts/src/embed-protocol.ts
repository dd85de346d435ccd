/**
 * The embed protocol: every message between the partner's page (the host, usually through
 * @ferry/sdk) and the widget in its iframe or popup (spec 001 section 3 "Widget event names").
 *
 *   host page (SDK)                                                 widget (iframe or popup)
 *        |  builds the widget URL, so knows the widget's origin W           |
 *        |  iframe loads (or the popup opens)                               |
 *        |---- handshake ------------------------------ to W only --------->|  host origin H := the
 *        |                                                                  |  browser's event.origin
 *        |                                                                  |  (ancestorOrigins or the
 *        |                                                                  |  referrer when it has one;
 *        |                                                                  |  they must agree)
 *        |<--- initialised -------------------------------- to H only ------|
 *        |  from now on: source = that frame/popup, origin = W              |
 *        |<--- open (first screen shown) -----------------------------------|
 *        |<--- order-created / order-successful / order-cancelled / -------|
 *        |     order-failed / wallet-redirection / deposit-* / analytics    |
 *        |---- get-user ---------------------------------------------------->|
 *        |<--- user { isLoggedIn } (never personal data) --------------------|
 *        |---- logout-user ------------------------------------------------->|  ends the session
 *        |  the user presses the overlay's close                            |
 *        |---- close-request ----------------------------------------------->|  "Are you sure you want
 *        |                                                                  |  to exit the product?"
 *        |<--- close ------------------------------------ after "Exit Now" --|
 *        |  removes the iframe / closes the popup                           |
 *
 * Each side reads a message only from the one window it talks to (event.source) at the one origin
 * fixed by the handshake (event.origin), and posts only to that origin: never to '*'. Messages are
 * untrusted data: the parsers below rebuild a message from its known fields and refuse anything
 * malformed or of another protocol version. No zod here, so the widget's start-up bundle and the
 * 2 kB SDK can use them.
 */
import { isObject } from './guards.js';

export const EMBED_CHANNEL = 'ferry';
export const EMBED_PROTOCOL_VERSION = 1;

/** Product type of an analytics event (spec 001 section 9): the product with its NFT or Ferry One variant. */
export type AnalyticsProductType =
  | 'ON_RAMP'
  | 'OFF_RAMP'
  | 'OFF_RAMP_STREAM'
  | 'ON_RAMP_NFT'
  | 'OFF_RAMP_NFT'
  | 'OFF_RAMP_STREAM_NFT'
  | 'ON_RAMP_FERRY_ONE'
  | 'OFF_RAMP_FERRY_ONE'
  | 'OFF_RAMP_STREAM_FERRY_ONE';

/** screen-view: name is the screen's route pattern; click: the spec's click name; field-error: field id and error code. */
export type AnalyticsKind = 'screen-view' | 'click' | 'field-error';

/** Distributes over a union of types, so each message type is its own member of the union. */
type Base<T extends string> = T extends string ? { channel: typeof EMBED_CHANNEL; version: typeof EMBED_PROTOCOL_VERSION; type: T } : never;

export type OrderEventType = 'order-created' | 'order-successful' | 'order-cancelled' | 'order-failed';
/** Off-ramp stream deposits (the stream.deposit.* webhooks): seen, confirmed, paid out, payout failed, refunded. */
export type DepositEventType = 'deposit-seen' | 'deposit-confirmed' | 'deposit-paid-out' | 'deposit-payout-failed' | 'deposit-refunded';

/**
 * Wallet redirection (spec 001 sections 4 and 6): what the partner's wallet needs to send a sell's
 * crypto instead of the widget's transfer screen. Amounts are decimal strings.
 */
export type WalletRedirection = { orderId: string; status: string; depositAddress: string; cryptoAmount: string; cryptoCurrency: string; network: string };

/** Widget to host. */
export type WidgetMessage =
  | Base<'initialised'>
  | Base<'open'>
  | Base<'close'>
  | Base<'close-request'>
  | (Base<'wallet-redirection'> & WalletRedirection)
  | (Base<OrderEventType> & { orderId: string; status: string })
  | (Base<DepositEventType> & { depositId: string; status: string })
  | (Base<'user'> & { isLoggedIn: boolean })
  | (Base<'analytics'> & { kind: AnalyticsKind; name: string; productType: AnalyticsProductType; field?: string; code?: string });

/** Host to widget. */
export type HostMessage =
  | (Base<'handshake'> & { analytics?: boolean })
  | Base<'close-request'>
  | Base<'get-user'>
  | Base<'logout-user'>;

export type WidgetMessageType = WidgetMessage['type'];
export type HostMessageType = HostMessage['type'];

type FieldKind = 's' | 'b' | 's?' | 'b?';

/** The payload fields of each message type: 's' string, 'b' boolean, 's?' and 'b?' optional. */
const ORDER = { orderId: 's', status: 's' } as const;
const DEPOSIT = { depositId: 's', status: 's' } as const;
export const WIDGET_MESSAGE_FIELDS: Readonly<Record<WidgetMessageType, Readonly<Record<string, FieldKind>>>> = {
  initialised: {},
  open: {},
  close: {},
  'close-request': {},
  'wallet-redirection': { ...ORDER, depositAddress: 's', cryptoAmount: 's', cryptoCurrency: 's', network: 's' },
  'order-created': ORDER,
  'order-successful': ORDER,
  'order-cancelled': ORDER,
  'order-failed': ORDER,
  'deposit-seen': DEPOSIT,
  'deposit-confirmed': DEPOSIT,
  'deposit-paid-out': DEPOSIT,
  'deposit-payout-failed': DEPOSIT,
  'deposit-refunded': DEPOSIT,
  user: { isLoggedIn: 'b' },
  analytics: { kind: 's', name: 's', productType: 's', field: 's?', code: 's?' },
};

/** handshake.analytics: the partner opts in to the funnel's analytics events. */
export const HOST_MESSAGE_FIELDS: Readonly<Record<HostMessageType, Readonly<Record<string, FieldKind>>>> = {
  handshake: { analytics: 'b?' },
  'close-request': {},
  'get-user': {},
  'logout-user': {},
};

/** The message's own fields, rebuilt, when it is a well-formed message of this version; else null. */
function rebuild(data: unknown, fields: Readonly<Record<string, FieldKind>> | undefined, type: string): Record<string, unknown> | null {
  if (!fields || !isObject(data) || data.channel !== EMBED_CHANNEL || data.version !== EMBED_PROTOCOL_VERSION) return null;
  const message: Record<string, unknown> = { channel: EMBED_CHANNEL, version: EMBED_PROTOCOL_VERSION, type };
  for (const [name, kind] of Object.entries(fields)) {
    const value = data[name];
    if (kind.endsWith('?') && value === undefined) continue;
    if (kind[0] === 'b' ? typeof value !== 'boolean' : typeof value !== 'string' || value.length > 200) return null;
    message[name] = value;
  }
  return message;
}

/** A widget-to-host message, or null for anything else (another protocol, version, type or shape). */
export function parseWidgetMessage(data: unknown): WidgetMessage | null {
  const type = isObject(data) ? data.type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(WIDGET_MESSAGE_FIELDS, type)) return null;
  return rebuild(data, WIDGET_MESSAGE_FIELDS[type as WidgetMessageType], type) as WidgetMessage | null;
}

/** A host-to-widget message, or null for anything else. */
export function parseHostMessage(data: unknown): HostMessage | null {
  const type = isObject(data) ? data.type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(HOST_MESSAGE_FIELDS, type)) return null;
  return rebuild(data, HOST_MESSAGE_FIELDS[type as HostMessageType], type) as HostMessage | null;
}

type Payload<M, T> = Omit<Extract<M, { type: T }>, 'channel' | 'version' | 'type'>;

/** A widget message with its channel and version filled in. */
export function widgetMessage<T extends WidgetMessageType>(type: T, payload: Payload<WidgetMessage, T>): Extract<WidgetMessage, { type: T }> {
  return { channel: EMBED_CHANNEL, version: EMBED_PROTOCOL_VERSION, type, ...payload } as Extract<WidgetMessage, { type: T }>;
}

/** A host message with its channel and version filled in. */
export function hostMessage<T extends HostMessageType>(type: T, payload?: Payload<HostMessage, T>): Extract<HostMessage, { type: T }> {
  return { channel: EMBED_CHANNEL, version: EMBED_PROTOCOL_VERSION, type, ...payload } as Extract<HostMessage, { type: T }>;
}
