import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env.js';

type Policy = Readonly<HelmetOptions>;

/**
 * JSON answers are never rendered as documents, so the document policies (CSP sources, cross-origin
 * opener and agent cluster, the legacy IE and Flash headers) mean nothing on them. They get the
 * headers OWASP's REST security cheat sheet lists for APIs: no sniffing, HTTPS only, no framing,
 * no referrer, and readable cross-origin (partners call the API from their pages).
 */
export const API_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies Policy;

/** The document policies: the pages nobody may frame, and the widget, framed by its partners. */
export function documentPolicies(config: Pick<Config, 'HCAPTCHA_SECRET' | 'HCAPTCHA_SITE_KEY' | 'WIDGET_ERROR_TRACKING_DSN'>) {
  // hCaptcha, when configured instead of the self-hosted bot check, runs its script and frame from its own hosts.
  const hcaptcha = config.HCAPTCHA_SECRET && config.HCAPTCHA_SITE_KEY ? ['https://hcaptcha.com', 'https://*.hcaptcha.com'] : [];
  // The widget's error tracking, when configured, sends its reports to the DSN's host.
  const errorTracking = config.WIDGET_ERROR_TRACKING_DSN ? [new URL(config.WIDGET_ERROR_TRACKING_DSN).origin] : [];
  const documentPolicy = (frameAncestors: string[], inlineScripts: readonly string[] = []) => ({
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...hcaptcha],
        styleSrc: ["'self'", "'unsafe-inline'", ...hcaptcha],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...hcaptcha, ...errorTracking],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...hcaptcha],
        frameAncestors,
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  return {
    /** Pages nobody may frame: the sandbox console, the API docs, the playground (frame-policy.ts). */
    page: { ...documentPolicy(["'none'"]), xFrameOptions: { action: 'deny' as const } } satisfies Policy,
    /**
     * The widget, framed by the given ancestors (frame-policy.ts), its page's inline scripts allowed
     * by their hashes (widget-static.ts). No cross-origin opener policy: the SDK's popup mode needs
     * window.opener to talk to the partner page.
     */
    widget: (frameAncestors: string[], inlineScripts: readonly string[] = []) =>
      ({ ...documentPolicy(frameAncestors, inlineScripts), xFrameOptions: false, crossOriginOpenerPolicy: false }) satisfies Policy,
  };
}

type HeaderSink = {
  headers: Record<string, string>;
  setHeader(name: string, value: string | number | readonly string[]): void;
  removeHeader(name: string): void;
};

/**
 * helmet's headers for a policy, worked out once and copied onto every reply. A measured exception
 * to "use the Fastify plugin" (issue 17): @fastify/helmet runs helmet per request (building the
 * middleware and its content security policy each time, in two more hooks), which cost 15.5 µs of
 * CPU per get/country request, 27 % of its 56.5 µs (41.0 µs without it; scripts/bench-cpu.mjs's
 * method, median of 5 interleaved rounds of 20,000 requests, 2026-11-25). Measured again on
 * 2026-11-29 with @fastify/helmet 13.2 on the API policy, the two builds side by side, median of
 * 15 pairs of 8,000 requests, four runs with the order swapped: get/country 66-75 µs with the
 * plugin, 38-49 µs with these headers (17.5-37.5 µs more). The headers come from helmet itself,
 * so its defaults and its checks of the policy still hold.
 */
export function staticSecurityHeaders(options: Policy): Record<string, string> {
  const sink: HeaderSink = {
    headers: {},
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name) {
      delete this.headers[name.toLowerCase()];
    },
  };
  // helmet's middleware is synchronous: it has set every header by the time it returns.
  helmet(options)({} as never, sink as never, (error?: unknown) => {
    if (error) throw error;
  });
  return sink.headers;
}
