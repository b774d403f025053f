/**
 * Special events of the block strip (spec §2.3, §3, §4.4, §9): genesis, the halvings and the
 * taproot activation, keyed by height, with the countdown window before them and the celebration
 * window after them.
 *
 * Labels come twice: `label` is structured (`{ kind: "halving", n: 4 }`) so the UI can translate
 * it, and `labelEvent` / `labelEventCompleted` are the English texts ("Halving 4", "Halving 4
 * completed") used when no translation exists.
 *
 * @example
 * upcomingEvent("mainnet", blockHeight(1_049_000));
 * // { height: 1050000, event: { labelEvent: "Halving 5", … }, blocksToGo: 1000 }
 * countdownText(upcomingEvent("mainnet", blockHeight(1_049_999))!);  // "Halving 5 in 1 block!"
 */
import { UnsupportedNetworkError } from "../network/errors.ts";
import { type Network, NETWORK_IDS, isNetwork } from "../network/networks.ts";
import type { BlockHeight, Sats } from "../types/units.ts";
import { HALVING_HEIGHTS, blockSubsidySats } from "./halvings.ts";
import { checkHeight } from "./height-error.ts";
import { GENESIS_HEIGHT, TAPROOT_ACTIVATION_HEIGHT_MAINNET } from "./special-heights.ts";

/** spec §9: the countdown banner shows while the event is 1 to 1008 blocks ahead of the tip. */
export const SPECIAL_EVENT_COUNTDOWN_BLOCKS = 1008;
/** spec §4.4: the completed label shows until 8 blocks after the event, i.e. for 8 tips. */
export const COMPLETED_EVENT_DISPLAY_BLOCKS = 8;

export type SpecialEventLabel =
  | { readonly kind: "genesis" }
  /** `n` counts from 1; `subsidySats` is the subsidy from this block on. */
  | { readonly kind: "halving"; readonly n: number; readonly subsidySats: Sats }
  | { readonly kind: "taproot-activation" };

export interface SpecialEvent {
  readonly height: BlockHeight;
  /** Networks whose strip shows the event. */
  readonly networks: readonly Network[];
  readonly label: SpecialEventLabel;
  /** English name for the countdown, '{event} in {n} block(s)!'. */
  readonly labelEvent: string;
  /** English text of the celebration banner. */
  readonly labelEventCompleted: string;
}

export interface UpcomingEvent {
  readonly height: BlockHeight;
  readonly event: SpecialEvent;
  /** 1 … 1008. */
  readonly blocksToGo: number;
}

export interface CompletedEvent {
  readonly height: BlockHeight;
  readonly event: SpecialEvent;
  /** 0 when the tip is the event block, up to 7. */
  readonly blocksSince: number;
}

// spec §9: "Special block heights (mainnet and testnet)".
const BITCOIN_CHAINS: readonly Network[] = ["mainnet", "testnet"];

const UNSORTED_EVENTS: readonly SpecialEvent[] = [
  {
    height: GENESIS_HEIGHT, networks: BITCOIN_CHAINS, label: { kind: "genesis" },
    labelEvent: "Genesis", labelEventCompleted: "Genesis block mined",
  },
  ...HALVING_HEIGHTS.map((height, i): SpecialEvent => ({
    height, networks: BITCOIN_CHAINS,
    label: { kind: "halving", n: i + 1, subsidySats: blockSubsidySats(height) },
    labelEvent: `Halving ${i + 1}`, labelEventCompleted: `Halving ${i + 1} completed`,
  })),
  {
    height: TAPROOT_ACTIVATION_HEIGHT_MAINNET, networks: ["mainnet"], label: { kind: "taproot-activation" },
    labelEvent: "Taproot activation", labelEventCompleted: "Taproot activated",
  },
];

/** Every special event, ascending by height. */
export const SPECIAL_EVENTS: readonly SpecialEvent[] = [...UNSORTED_EVENTS].sort((a, b) => a.height - b.height);

/**
 * The special event at exactly `height` on `network`, or null.
 *
 * @example
 * specialEventAt("mainnet", blockHeight(709_632))?.labelEvent;  // "Taproot activation"
 * specialEventAt("testnet", blockHeight(709_632));              // null (mainnet only)
 */
export function specialEventAt(network: Network, height: BlockHeight): SpecialEvent | null {
  const checked = checkHeight(height);
  return eventsOf(network).find((event) => event.height === checked) ?? null;
}

/**
 * The event the countdown banner announces: the nearest one 1 to 1008 blocks above the tip. An
 * unknown tip (-1, spec §4.3) has no countdown.
 *
 * @example
 * upcomingEvent("mainnet", blockHeight(838_992))?.blocksToGo;  // 1008
 * upcomingEvent("mainnet", blockHeight(838_991));              // null (1009 blocks away)
 * upcomingEvent("mainnet", blockHeight(840_000));              // null (the event block is here)
 */
export function upcomingEvent(network: Network, tipHeight: BlockHeight | -1): UpcomingEvent | null {
  const events = eventsOf(network);
  if (tipHeight === -1) return null;
  const tip = checkHeight(tipHeight);
  const event = events.find((e) => e.height > tip && e.height - tip <= SPECIAL_EVENT_COUNTDOWN_BLOCKS);
  return event === undefined ? null : { height: event.height, event, blocksToGo: event.height - tip };
}

/**
 * The event whose celebration banner shows at `tipHeight`: one mined 0 to 7 blocks ago. At 8
 * blocks after the event the label clears (spec §4.4). An unknown tip (-1) shows none.
 *
 * @example
 * recentlyCompletedEvent("mainnet", blockHeight(840_007))?.blocksSince;  // 7
 * recentlyCompletedEvent("mainnet", blockHeight(840_008));               // null
 */
export function recentlyCompletedEvent(network: Network, tipHeight: BlockHeight | -1): CompletedEvent | null {
  const events = eventsOf(network);
  if (tipHeight === -1) return null;
  const tip = checkHeight(tipHeight);
  const event = events.findLast((e) => e.height <= tip && tip - e.height < COMPLETED_EVENT_DISPLAY_BLOCKS);
  return event === undefined ? null : { height: event.height, event, blocksSince: tip - event.height };
}

/**
 * English countdown banner text of spec §2.3, '{event} in {n} block(s)!', singular for one block.
 *
 * @example
 * countdownText({ height: blockHeight(1_050_000), event, blocksToGo: 12 });  // "Halving 5 in 12 blocks!"
 */
export function countdownText(upcoming: UpcomingEvent): string {
  const unit = upcoming.blocksToGo === 1 ? "block" : "blocks";
  return `${upcoming.event.labelEvent} in ${upcoming.blocksToGo} ${unit}!`;
}

function eventsOf(network: Network): readonly SpecialEvent[] {
  if (!isNetwork(network)) throw new UnsupportedNetworkError(network, `expected one of ${NETWORK_IDS.join(", ")}.`);
  return SPECIAL_EVENTS.filter((event) => event.networks.includes(network));
}
