import { isBaseModule, type BaseModule } from "../../shared/network/networks.ts";
import type { CanonicalHosts } from "../../shared/network/canonical.ts";

/**
 * What the server knows that the browser must agree on to hydrate the same page: it is rendered into
 * the document as JSON and read back before hydration. Later issues add the hub's live snapshot here.
 */
export interface PageState {
  /** The build flavour (spec §1): decides how the path prefix is read. */
  readonly base: BaseModule;
  /** Stylesheets of the client bundle, from the build manifest. */
  readonly styles: readonly string[];
  /** Origins that canonical links point at (spec §2.1), already resolved against the request. */
  readonly canonicalHosts: CanonicalHosts;
}

export const PAGE_STATE_ELEMENT_ID = "blocktide-state";

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped so that no `</script>` or `<!--`
 * in the data can end the element early, and the two JavaScript-only line terminators are escaped.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** Reads the embedded state back, checking each field, since the document is outside our control. */
export function parsePageState(json: string): PageState {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) throw new TypeError("Page state must be a JSON object.");
  const { base, styles, canonicalHosts } = value;
  if (!isBaseModule(base)) {
    throw new TypeError(`Page state has an unknown base module: ${String(base)}.`);
  }
  if (!Array.isArray(styles) || !styles.every((href) => typeof href === "string")) {
    throw new TypeError("Page state styles must be a list of URLs.");
  }
  if (!isRecord(canonicalHosts) || typeof canonicalHosts.bitcoin !== "string" || typeof canonicalHosts.liquid !== "string") {
    throw new TypeError("Page state canonical hosts must name a bitcoin and a liquid origin.");
  }
  return {
    base,
    styles,
    canonicalHosts: { bitcoin: canonicalHosts.bitcoin, liquid: canonicalHosts.liquid },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
