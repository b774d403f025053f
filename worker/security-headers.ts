/**
 * The security headers of issue 17, decided here and nowhere else: the pages' Content-Security-Policy
 * with its per-response script nonce, which pages other sites may frame, and the headers every answer
 * of the worker carries (pages, API, images), applied by one middleware.
 *
 * @example
 * app.use("*", securityHeaders);
 * headers.set("content-security-policy", documentPolicy({ nonce: newScriptNonce(), url, framable: false }));
 */
import type { MiddlewareHandler } from "hono";
import type { BaseModule } from "../shared/network/networks.ts";
import { InvalidConfigError } from "../shared/network/errors.ts";
import { parseRoutePrefix } from "../shared/network/route-prefix.ts";
import { ROUTE_TABLE } from "../shared/network/route-table.ts";
import { isKioskPage } from "../shared/network/kiosk-pages.ts";
import { readConfig, type Env } from "./env.ts";

export const HSTS_MAX_AGE_SECONDS = 31_536_000;
/** 128 bits: CSP3's floor for a nonce that cannot be guessed. */
const NONCE_BYTES = 16;

/**
 * The first route segments of the kiosk and embed views (spec §2.8–2.12), "clock" and "view": made to
 * be shown in other sites' frames and on displays. Taken from the route table, so a view added there
 * is framable at once; matched on the segment rather than the page, so their redirects (/clock →
 * /clock/mempool/0) may be framed too.
 */
const FRAMABLE_SEGMENTS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.filter((entry) => entry.kind === "page" && entry.area === "site" && isKioskPage(entry.page)).map((entry) => firstSegment(entry.pattern)),
);

/**
 * Whether other sites may show the page at `pathname` in a frame: the kiosk and embed views, under
 * any language and network prefix, but not their link-preview cards under /preview.
 *
 * @example
 * framingAllowed("/de/testnet/view/blocks", "bitcoin"); // true
 * framingAllowed("/mining", "bitcoin");                 // false
 */
export function framingAllowed(pathname: string, base: BaseModule): boolean {
  const prefix = parseRoutePrefix(pathname, base);
  return !prefix.preview && FRAMABLE_SEGMENTS.has(firstSegment(prefix.rest));
}

/** A fresh script nonce (base64url, 22 characters): one per response, never one per render. */
export function newScriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export interface DocumentPolicyOptions {
  /** The nonce on every script the response's HTML runs (React's bootstrap and Suspense reveal scripts). */
  readonly nonce: string;
  /** The page's address: its live socket is on the same host. */
  readonly url: URL;
  /** framingAllowed of the page: kiosk and embed views leave frame-ancestors open. */
  readonly framable: boolean;
}

/**
 * The Content-Security-Policy of an HTML page.
 *
 * @example
 * documentPolicy({ nonce: "abc", url: new URL("https://explorer.example/"), framable: false });
 * // "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self';
 * //  connect-src 'self' wss://explorer.example; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
 */
export function documentPolicy({ nonce, url, framable }: DocumentPolicyOptions): string {
  // 'self' covers ws:/wss: of the same host in CSP3, but not in every browser still in use (older Safari).
  const socket = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  const directives: readonly (readonly [string, string])[] = [
    ["default-src", "'self'"],
    // No 'unsafe-inline': an injected inline script cannot know the nonce of the response it is in.
    ["script-src", `'self' 'nonce-${nonce}'`],
    // Inline styles only, a low risk: React style props become style attributes and the block wall
    // writes its grid rules into a <style> element; React escapes both, and a style cannot run code.
    // No nonce here: a nonce would make browsers ignore 'unsafe-inline'.
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    ["connect-src", `'self' ${socket}`],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    // Without the directive any site may frame the page: what kiosk and embed views are for.
    ...(framable ? [] : [["frame-ancestors", "'none'"] as const]),
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

export interface ResponseSecurity {
  /** The request came over HTTPS: only then may Strict-Transport-Security be sent (RFC 6797 §7.2). */
  readonly https: boolean;
  readonly framable: boolean;
}

/**
 * The Content-Security-Policy of an answer that is not a page (JSON, images, scripts, text): opened
 * on its own in a browser it may load and run nothing; an SVG keeps its inline styles. A page's
 * own policy (documentPolicy) is set where the page is rendered.
 *
 * @example
 * resourcePolicy(false); // "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
 */
export function resourcePolicy(framable: boolean): string {
  return `default-src 'none'; style-src 'unsafe-inline'${framable ? "" : "; frame-ancestors 'none'"}`;
}

const isHtml = (contentType: string | null): boolean => /^\s*text\/html\b/i.test(contentType ?? "");

/** Sets the headers every answer carries on `headers` (a page's CSP is its own: pages.ts). */
export function applySecurityHeaders(headers: Headers, { https, framable }: ResponseSecurity): void {
  if (!headers.has("content-security-policy") && !isHtml(headers.get("content-type"))) headers.set("content-security-policy", resourcePolicy(framable));
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (https) headers.set("strict-transport-security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  // For browsers without CSP's frame-ancestors.
  if (!framable) headers.set("x-frame-options", "DENY");
}

/**
 * The asset store's `_headers` file: static files are answered without the worker, so the headers
 * every answer carries reach them this way (client/vite.config.ts writes it into the build).
 * Strict-Transport-Security is in it too: browsers ignore it over plain HTTP (RFC 6797 §8.1).
 *
 * @example
 * assetHeadersFile(); // "/*\n  content-security-policy: default-src 'none'; …\n  x-content-type-options: nosniff\n…"
 */
export function assetHeadersFile(): string {
  const headers = new Headers();
  applySecurityHeaders(headers, { https: true, framable: false });
  return ["/*", ...[...headers].map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/**
 * Puts the security headers on every answer, errors included. A websocket upgrade (101) goes out as
 * it is: workerd's are immutable, and no document is in them. An answer passed on from a fetch or the
 * asset store has immutable headers too, and is copied first.
 */
export const securityHeaders: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next();
  if (c.res.status === 101 || c.res.webSocket) return;
  const url = new URL(c.req.url);
  const base = configuredBase(c.env);
  const security: ResponseSecurity = { https: url.protocol === "https:", framable: base !== null && framingAllowed(url.pathname, base) };
  try {
    applySecurityHeaders(c.res.headers, security);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(c.res.body, c.res);
    applySecurityHeaders(copy.headers, security);
    c.res = copy;
  }
};

/** The build's base module; null when the deployment's vars are broken (every page then answers 503). */
function configuredBase(env: Env): BaseModule | null {
  try {
    return readConfig(env).base;
  } catch (error) {
    if (error instanceof InvalidConfigError) return null;
    throw error;
  }
}

function firstSegment(path: string): string {
  return path.split("/")[1] ?? "";
}
