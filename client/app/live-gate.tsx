/**
 * Where a page's live data enters the React tree. On the server the hub's init bundle is a promise
 * the worker started before rendering: the shell (head and header) does not wait for it, the page
 * inside this gate does. The bundle is embedded next to the page as inert JSON, so the browser builds
 * the very same snapshot from it and hydrates without a request of its own.
 */
import { use, type ReactNode } from "react";
import { embeddedSnapshot } from "../live/init-snapshot.ts";
import { LiveProvider } from "../live/live-provider.tsx";
import type { Network } from "../../shared/network/networks.ts";
import { jsonForScript, readEmbeddedJson } from "./inline-json.ts";

export const LIVE_BUNDLE_ELEMENT_ID = "blocktide-live";

/** The server's pending answer from the hub, or the bundle the browser read from the document. */
export type LiveSource = { readonly pending: Promise<unknown> } | { readonly bundle: unknown };

/**
 * The embedded bundle of a server-rendered document (null when the server had none in time). The
 * entry script is async and may run while the document is still streaming in (a cold hub's page comes
 * late); the bundle is then read once the document is complete, and the page waits for it as it did
 * on the server.
 */
export function readEmbeddedLiveSource(document: Document): LiveSource {
  const read = (): unknown => readEmbeddedJson(document.getElementById(LIVE_BUNDLE_ELEMENT_ID)?.textContent) ?? null;
  // A half-parsed document may hold half of the element's text: wait for the whole document.
  if (document.readyState !== "loading") return { bundle: read() };
  return { pending: new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(read()), { once: true })) };
}

interface LiveGateProps {
  readonly source: LiveSource;
  readonly network: Network;
  readonly networkBase: string;
  readonly locale: string;
  readonly children: ReactNode;
}

export function LiveGate({ source, network, networkBase, locale, children }: LiveGateProps) {
  const bundle = "pending" in source ? use(source.pending) : source.bundle;
  const snapshot = bundle === null || bundle === undefined ? null : embeddedSnapshot(bundle);
  return (
    <>
      <script id={LIVE_BUNDLE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(bundle ?? null) }} />
      <LiveProvider snapshot={snapshot} network={network} networkBase={networkBase} locale={locale}>
        {children}
      </LiveProvider>
    </>
  );
}
