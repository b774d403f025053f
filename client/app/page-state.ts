import { isBaseModule, type BaseModule } from "../../shared/network/networks.ts";
import type { CanonicalHosts } from "../../shared/network/canonical.ts";
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from "../../shared/network/feature-flags.ts";
import { jsonForScript } from "./inline-json.ts";

/**
 * What the server knows that the browser must agree on to hydrate the same page: it is rendered into
 * the document as JSON and read back before hydration. The hub's live bundle travels beside it
 * (live-gate.tsx), since it may arrive after the shell.
 */
export interface PageState {
  /** The build flavour (spec §1): decides how the path prefix is read. */
  readonly base: BaseModule;
  /** Stylesheets of the client bundle, from the build manifest. */
  readonly styles: readonly string[];
  /** Origins that canonical links point at (spec §2.1), already resolved against the request. */
  readonly canonicalHosts: CanonicalHosts;
  /** The build's feature flags (spec §1): they decide which routes exist, on both sides alike. */
  readonly features: FeatureFlags;
  /** When the server rendered the page (ms): the browser's first render shows the same ages. */
  readonly renderedAt: number;
  /** The scripts of the page's own chunk (routes.tsx LAZY_PAGES), preloaded beside the entry. */
  readonly pageScripts: readonly string[];
}

export const PAGE_STATE_ELEMENT_ID = "blocktide-state";

/** The state as JSON that cannot end its `<script>` element early (inline-json.ts). */
export const serializePageState = (state: PageState): string => jsonForScript(state);

/** Reads the embedded state back, checking each field, since the document is outside our control. */
export function parsePageState(json: string): PageState {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) throw new TypeError("Page state must be a JSON object.");
  const { base, styles, canonicalHosts, features, renderedAt, pageScripts } = value;
  if (!isBaseModule(base)) {
    throw new TypeError(`Page state has an unknown base module: ${String(base)}.`);
  }
  if (!isUrlList(styles)) {
    throw new TypeError("Page state styles must be a list of URLs.");
  }
  if (!isRecord(canonicalHosts) || typeof canonicalHosts.bitcoin !== "string" || typeof canonicalHosts.liquid !== "string") {
    throw new TypeError("Page state canonical hosts must name a bitcoin and a liquid origin.");
  }
  if (!isUrlList(pageScripts)) throw new TypeError("Page state pageScripts must be a list of URLs.");
  if (typeof renderedAt !== "number" || !Number.isFinite(renderedAt) || renderedAt < 0) {
    throw new TypeError("Page state renderedAt must be a time in milliseconds.");
  }
  return {
    base,
    styles,
    canonicalHosts: { bitcoin: canonicalHosts.bitcoin, liquid: canonicalHosts.liquid },
    features: parseFeatures(features),
    renderedAt,
    pageScripts,
  };
}

const FEATURE_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as (keyof FeatureFlags)[];

function parseFeatures(value: unknown): FeatureFlags {
  if (!isRecord(value)) throw new TypeError("Page state features must be an object of feature flags.");
  const features = {} as Record<keyof FeatureFlags, boolean>;
  for (const name of FEATURE_NAMES) {
    const flag = value[name];
    if (typeof flag !== "boolean") throw new TypeError(`Page state feature "${name}" must be true or false.`);
    features[name] = flag;
  }
  return features;
}

const isUrlList = (value: unknown): value is string[] => Array.isArray(value) && value.every((href) => typeof href === "string");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
