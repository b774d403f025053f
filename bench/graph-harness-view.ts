/**
 * The harness page's content, shared by the server render (bench/graph-harness-build.ts) and the
 * browser's hydration (bench/graph-harness.ts), so the page proves the graph hydrates without a
 * mismatch. No DOM at import.
 *
 * @example
 * renderToString(createElement(HarnessView, { data, settings: harnessSettings("resolution=86"), filter: null }));
 */
import { createElement } from "react";
import { BlockGraph, type BlockGraphProps } from "../client/components/block-graph/block-graph.tsx";
import { GraphFilterMenu } from "../client/components/block-graph/graph-filter-menu.tsx";
import type { GraphFilter } from "../shared/graph/graph-colours.ts";
import { type GraphOrientation, isGraphOrientation } from "../shared/graph/orientation.ts";
import type { HarnessData } from "./graph-harness-data.ts";

export interface HarnessSettings {
  readonly resolution: number;
  readonly orientation: GraphOrientation;
  readonly flip: boolean;
}

/** Reads `resolution`, `orientation` and `flip` from a query string (defaults: 86, left, flipped). */
export function harnessSettings(search: string): HarnessSettings {
  const query = new URLSearchParams(search);
  const orientation = query.get("orientation") ?? "left";
  return {
    resolution: Number(query.get("resolution") ?? "86"),
    orientation: isGraphOrientation(orientation) ? orientation : "left",
    flip: query.get("flip") !== "0",
  };
}

/** Callbacks only the browser passes. */
export type HarnessHooks = Pick<BlockGraphProps, "onTxClick" | "onFrameDrawn" | "ref">;

export const NO_FILTER: GraphFilter = { flags: 0n, mode: "and" };

export interface HarnessViewProps {
  readonly data: HarnessData;
  readonly settings: HarnessSettings;
  readonly filter: GraphFilter;
  readonly onFilterChange?: (filter: GraphFilter) => void;
  readonly hooks?: HarnessHooks;
}

/** The filter menu above the graph, as a page would place it. */
export function HarnessView({ data, settings, filter, onFilterChange, hooks }: HarnessViewProps) {
  return createElement(
    "main",
    { className: "page graph-harness" },
    createElement(GraphFilterMenu, { filter, onChange: onFilterChange ?? (() => undefined), linkBase: "/testnet" }),
    createElement(BlockGraph, {
      transactions: data.transactions,
      resolution: settings.resolution,
      blockLimit: data.blockLimit,
      orientation: settings.orientation,
      flip: settings.flip,
      filter,
      label: "Harness block",
      linkBase: "/testnet",
      network: "testnet",
      ...hooks,
    }),
  );
}
