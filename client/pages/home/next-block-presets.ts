/**
 * The next block graph's preset filters on the home page (research §1.2 widget 3): all
 * transactions, consolidations, coinjoins, or data carriers (any of OP_RETURN, fake pubkey,
 * inscription, fake scripthash).
 *
 * @example
 * presetFilter("data"); // { flags: <the four data bits>, mode: "or" }
 */
import { type GraphFilter, NO_GRAPH_FILTER } from "../../../shared/graph/graph-colours.ts";
import { flagsFromKeys } from "../../../shared/tables/transaction-flags.ts";

export const NEXT_BLOCK_PRESETS = ["all", "consolidation", "coinjoin", "data"] as const;
export type NextBlockPreset = (typeof NEXT_BLOCK_PRESETS)[number];

const FILTERS: Readonly<Record<NextBlockPreset, GraphFilter>> = {
  all: NO_GRAPH_FILTER,
  consolidation: { flags: flagsFromKeys(["consolidation"]), mode: "and" },
  coinjoin: { flags: flagsFromKeys(["coinjoin"]), mode: "and" },
  data: { flags: flagsFromKeys(["op_return", "fake_pubkey", "inscription", "fake_scripthash"]), mode: "or" },
};

export const presetFilter = (preset: NextBlockPreset): GraphFilter => FILTERS[preset];
