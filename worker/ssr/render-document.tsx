import { renderToReadableStream } from "react-dom/server.edge";
import { ServerDocument, type PageDataEntry, type PageState } from "../../client/server.tsx";
import type { ClientAssets } from "./client-assets.ts";
import type { RenderedPage } from "./rendered-pages.ts";

/**
 * How long rendering may wait for the live bundle before it starts without it. A warm hub answers in
 * a few milliseconds: the page is then rendered in one piece with its data, complete even without
 * JavaScript. A cold hub (its upstream session opening, a devnet seeding) takes seconds: the shell goes
 * out at once with the page's placeholders, and the page follows in the same response when the bundle
 * comes (React streams it as hidden HTML that an inline script moves into place).
 */
export const FIRST_FLUSH_WAIT_MS = 60;

export interface RenderOptions {
  readonly url: URL;
  readonly state: PageState;
  readonly assets: ClientAssets;
  /** The hub's init bundle, or null when it has none in time (worker/ssr/live-bundle.ts). */
  readonly live: Promise<unknown>;
  /** What the page is about (a block, a transaction…), or null for a page that has no loader. */
  readonly pageData: Promise<PageDataEntry | null>;
  /**
   * Crawlers and polling displays get the whole document in one piece, rendered once the live
   * bundle and the page's data are in (or given up on): nothing of it depends on a script.
   */
  readonly complete: boolean;
  /** False for a page no script runs on (a polling display's): no client entry is loaded. */
  readonly scripts?: boolean;
  /** Local workerd buffers compressed responses whole; identity encoding lets the stream flow. */
  readonly identityEncoding: boolean;
  /**
   * The response's script nonce (worker/security-headers.ts), put on every script React writes: the
   * bootstrap and the Suspense reveal scripts. The app's own inline scripts are JSON data blocks,
   * which never run, so CSP does not look at them.
   */
  readonly nonce: string;
  /**
   * Hears the whole document of a page rendered in one piece (all its data there before the first
   * byte), for reuse (rendered-pages.ts); `waitUntil` keeps the reading alive after the response.
   */
  readonly onRendered?: { readonly keep: (page: RenderedPage) => void; readonly waitUntil: (work: Promise<unknown>) => void };
}

/**
 * Streams the server-rendered document: the shell is flushed as soon as it is ready (or the live
 * bundle is, if that comes first), the page follows when the hub's bundle arrives, and the client
 * entry is loaded as a module to hydrate it.
 */
export async function renderDocument({ url, state, assets, live, pageData, complete, scripts = true, identityEncoding, nonce, onRendered }: RenderOptions): Promise<Response> {
  const wait = delay(FIRST_FLUSH_WAIT_MS);
  // The head is the shell and never waits: a title or description from the page's data is in it when
  // the data is here first, as it always is for the complete document of a crawler or a polling display.
  const [liveNow, pageDataNow] = complete ? await Promise.all([live, pageData]) : await Promise.all([settledBy(live, wait), settledBy(pageData, wait)]);
  const liveSource = liveNow === PENDING ? { pending: live } : { bundle: liveNow };
  const pageDataSource = pageDataNow === PENDING ? { pending: pageData } : { entry: pageDataNow };
  const element = <ServerDocument url={url} state={state} live={liveSource} pageData={pageDataSource} />;
  const stream = await renderToReadableStream(element, {
    bootstrapModules: scripts ? [assets.script] : [],
    nonce,
    // React outlines a finished boundary bigger than this behind its fallback (revealed by a script);
    // the page with its embedded bundle is tens of kilobytes and must stay in place without JavaScript.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      // Errors inside the stream can no longer change the status; log them for the operator.
      console.error("ssr: render error", url.pathname, error);
    },
  });
  if (complete) await stream.allReady;
  // A page about something missing (404), malformed (400) or unreachable (5xx) says so in its status
  // too, when that is known before the first byte; the page itself explains.
  const status = pageDataNow !== PENDING && pageDataNow !== null && "error" in pageDataNow && isErrorStatus(pageDataNow.error.status) ? pageDataNow.error.status : 200;
  let body: ReadableStream<Uint8Array> = stream;
  if (onRendered !== undefined && liveNow !== PENDING && pageDataNow !== PENDING) {
    const [forVisitor, forReuse] = stream.tee();
    body = forVisitor;
    onRendered.waitUntil(new Response(forReuse).text().then((html) => onRendered.keep({ status, html, nonce })));
  }
  return new Response(body, { status, headers: documentHeaders(identityEncoding) });
}

/** The headers of every document response, rendered now or reused. */
export function documentHeaders(identityEncoding: boolean): Headers {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
  });
  if (identityEncoding) headers.set("content-encoding", "identity");
  return headers;
}

const isErrorStatus = (status: number): boolean => Number.isInteger(status) && status >= 400 && status <= 599;

const PENDING: unique symbol = Symbol("pending");

/** The value of `promise` if it settles before `deadline`, else PENDING. */
const settledBy = <T,>(promise: Promise<T>, deadline: Promise<void>): Promise<T | typeof PENDING> =>
  Promise.race([promise, deadline.then((): typeof PENDING => PENDING)]);

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
