/**
 * @ferry/sdk: opens the Ferry widget as an overlay, inside an element of the page, or as a
 * popup, with the same typed events in all three (the embed protocol of packages/contracts, whose
 * flow diagram is at the top of embed-protocol.ts). It never holds a partner secret: a signed URL
 * or a widget session is made by the partner's server and handed over as is.
 *
 * Every message is read only from the widget's own window (event.source) at the widget's origin
 * (the origin of the URL this SDK built), and posted only to that origin, never to '*'.
 * Size matters (at most 2 kB brotli, size-budget.test.ts): no dependencies, few words.
 */
import {
  EMBED_CHANNEL,
  EMBED_PROTOCOL_VERSION,
  type HostMessageType,
  parseWidgetMessage,
  type WidgetMessage,
  type WidgetMessageType,
} from '@ferry/contracts/embed-protocol';

export type { AnalyticsKind, AnalyticsProductType, WidgetMessage } from '@ferry/contracts/embed-protocol';

export type FerryEventName = WidgetMessageType;
export type FerryEvent<T extends FerryEventName = FerryEventName> = Extract<WidgetMessage, { type: T }>;
export type FerryHandler<T extends FerryEventName> = (event: FerryEvent<T>) => void;

type ParamValue = string | number | boolean | readonly (string | number)[] | Record<string, unknown>;

export interface FerryOptions {
  /** Your public partner key (pk_...). Not needed with a signedUrl or a sessionId. */
  apiKey?: string;
  /** Where Ferry runs. Defaults to the origin the script tag was loaded from. */
  baseUrl?: string;
  /** A widget session your server created (POST /api/v1/partner/widget-sessions). */
  sessionId?: string;
  /** A widget URL your server signed. Opened exactly as given. */
  signedUrl?: string;
  /** Opt in to the funnel's analytics events (screen views, clicks, field errors; never personal data). */
  analytics?: boolean;
  /** The widget's language, 'en' or 'de'; else the user's browser's, else your partner default. */
  language?: 'en' | 'de';
  /** Any widget query parameter (spec 000 section 3): fiatCurrency, defaultFiatAmount, networks, ... */
  [param: string]: ParamValue | undefined;
}

declare const __FERRY_SDK_VERSION__: string;
/** The build writes the package's version here. */
export const SDK_VERSION = typeof __FERRY_SDK_VERSION__ === 'string' ? __FERRY_SDK_VERSION__ : '0.0.0-dev';

const PREFIX = '[Ferry] ';
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])$/;
const warn = (text: string) => console.warn(PREFIX + text);

export class Ferry {
  /** Set by the script-tag build to the origin the script came from. */
  static base?: string;
  readonly url: string;
  private readonly origin: string;
  private readonly analytics: boolean;
  private widget: Window | null = null;
  private root: HTMLElement | null = null;
  private timer = 0;
  private linked = false;
  private seen = new Set<string>();
  private handlers: { [type: string]: Set<(event: never) => void> } = {};

  constructor({ baseUrl, sessionId, signedUrl, analytics, ...params }: FerryOptions) {
    if (Object.entries(params).some(([name, value]) => /secret/i.test(name) || /^sk_/.test(String(value)))) {
      throw new Error(PREFIX + 'a partner secret must stay on your server: sign the URL or create a widget session there');
    }
    const url = new URL(signedUrl ?? '/', baseUrl ?? Ferry.base ?? location.href);
    if (sessionId) url.searchParams.set('sessionId', sessionId);
    if (!signedUrl && !sessionId) {
      // sdkName tells the widget it runs inside a known SDK (spec 000 section 5: Google Pay in frames).
      Object.assign(params, { sdkName: 'FerrySDK', sdkVersion: SDK_VERSION }, params);
      for (const [name, value] of Object.entries(params)) {
        if (value !== undefined) url.searchParams.set(name, Array.isArray(value) ? value.join() : typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    }
    this.url = url.href;
    this.origin = url.origin;
    this.analytics = analytics === true;
    if (location.protocol === 'http:' && !LOCAL.test(location.hostname)) {
      console.error(PREFIX + `${location.origin} is plain HTTP: browsers withhold secure-context features from frames inside it, so the widget cannot start. Serve the page over HTTPS.`);
    }
    addEventListener('message', this.onMessage);
  }

  on<T extends FerryEventName>(type: T, handler: FerryHandler<T>): this {
    (this.handlers[type] ??= new Set()).add(handler);
    return this;
  }

  off<T extends FerryEventName>(type: T, handler: FerryHandler<T>): this {
    this.handlers[type]?.delete(handler);
    return this;
  }

  /** The widget over the page; closing asks the user first ('Are you sure you want to exit the product?'). */
  open(): this {
    const overlay = this.element('div', 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,.6)');
    const box = this.element('div', 'position:relative;width:min(100%,440px);height:min(100% - 48px,720px);margin-top:40px;border-radius:16px;background:#fff');
    const close = this.element('button', 'position:absolute;top:-40px;right:0;width:32px;height:32px;border:0;border-radius:50%;padding:0;color:#000;font:20px sans-serif;cursor:pointer;background:#fff');
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close Ferry');
    close.onclick = () => this.requestClose();
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.onkeydown = (event) => event.key === 'Escape' && this.requestClose();
    box.append(this.frame(), close);
    overlay.append(box);
    document.body.append(overlay);
    return this;
  }

  /** The widget inside an element of the page, filling it. */
  mount(element: HTMLElement): this {
    element.append(this.frame());
    return this;
  }

  /** The widget in a window of its own. Call it from a click, or the browser blocks it. */
  popup(): this {
    this.close();
    this.widget = window.open(this.url, 'ferry', 'popup,width=440,height=720');
    if (!this.widget) warn('the popup was blocked: call popup() from a click handler');
    this.handshake();
    return this;
  }

  /** Removes the widget at once (no question asked) and emits close. */
  close(): this {
    if (!this.widget) return this;
    clearInterval(this.timer);
    if (this.root) this.root.remove();
    else this.widget.close();
    this.widget = this.root = null;
    this.linked = false;
    this.seen.clear();
    this.emit({ channel: EMBED_CHANNEL, version: EMBED_PROTOCOL_VERSION, type: 'close' });
    return this;
  }

  /** Asks the widget whether the user is logged in: the answer is a 'user' event. */
  getUser(): this {
    return this.post('get-user');
  }

  logoutUser(): this {
    return this.post('logout-user');
  }

  /** Stops listening for good. */
  destroy(): void {
    this.close();
    removeEventListener('message', this.onMessage);
  }

  private requestClose(): void {
    if (this.linked) this.post('close-request');
    else this.close();
  }

  private element<K extends keyof HTMLElementTagNameMap>(tag: K, css: string): HTMLElementTagNameMap[K] {
    const element = document.createElement(tag);
    element.style.cssText = css;
    return element;
  }

  private frame(): HTMLIFrameElement {
    this.close();
    const frame = this.element('iframe', 'display:block;width:100%;height:100%;border:0;border-radius:inherit');
    frame.title = 'Ferry widget';
    frame.setAttribute('allow', 'payment; clipboard-write; camera');
    // The widget learns only this page's origin, never its path or query.
    frame.referrerPolicy = 'strict-origin';
    frame.src = this.url;
    frame.onload = () => this.post('handshake');
    const policy = (document as { featurePolicy?: { allowsFeature(feature: string, origin: string): boolean } }).featurePolicy;
    if (policy && !policy.allowsFeature('payment', this.origin)) warn("this page's Permissions-Policy denies payment to the widget: Apple Pay and Google Pay cannot open");
    this.root = frame;
    queueMicrotask(() => {
      this.widget = frame.contentWindow;
      this.root = frame.closest('div[role=dialog]') ?? frame;
      this.handshake();
    });
    return frame;
  }

  /** Says hello until the widget answers initialised (a popup has no load event to wait for), and watches for a closed popup. */
  private handshake(): void {
    let tries = 0;
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      // A popup the user closed is a close too.
      if (this.widget?.closed) return this.close();
      if (this.linked) return;
      if (++tries === 40) warn(`no answer from the widget at ${this.origin}: is it reachable, and is this page's origin on your allowed domains?`);
      this.post('handshake');
    }, 250) as unknown as number;
  }

  private post(type: HostMessageType): this {
    this.widget?.postMessage({ channel: EMBED_CHANNEL, version: EMBED_PROTOCOL_VERSION, type, ...(type === 'handshake' ? { analytics: this.analytics } : {}) }, this.origin);
    return this;
  }

  private readonly onMessage = (event: MessageEvent): void => {
    if (!this.widget || event.source !== this.widget || event.origin !== this.origin) return;
    const message = parseWidgetMessage(event.data);
    if (!message) return;
    if (message.type === 'initialised' || message.type === 'open') {
      if (this.seen.has(message.type)) return;
      this.seen.add(message.type);
      this.linked = true;
    }
    if (message.type === 'close') this.close();
    else this.emit(message);
  };

  private emit(message: WidgetMessage): void {
    for (const handler of this.handlers[message.type] ?? []) (handler as (event: WidgetMessage) => void)(message);
  }
}
