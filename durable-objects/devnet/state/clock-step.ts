/**
 * One step of the devnet's manual clock (DEVNET_CLOCK = "manual"): the next blocks the network has
 * scheduled, or some seconds of simulated time. The network keeps its own time (`now`, saved with
 * it), so a manual clock needs no other record and survives the object's restarts.
 *
 * @example
 * runClockStep(network, { blocks: 2 }, (time, maxLive) => hub.advance(network, time, maxLive), 120);
 * runClockStep(network, { seconds: 30 }, (time, maxLive) => hub.advance(network, time, maxLive), 120);
 */

/** A step: exactly one of the two. */
export type ClockStep = { readonly blocks: number } | { readonly seconds: number };

/**
 * The most one step may ask; a step runs inside one request. Blocks run at full traffic (about a
 * third of a second each in the fast profile, seconds in the mainnet one); seconds past the live
 * window run at the quiet pace, so a day stays quick.
 */
export const MAX_STEP_BLOCKS = 100;
export const MAX_STEP_SECONDS = 86_400;

/** What a step reads of the network; it moves only through the caller's `advance`. */
export interface SteppedNetwork {
  readonly now: number;
  readonly nextBlockAt: number;
  readonly chain: { readonly tipHeight: number };
}

/**
 * Runs `step` through `advance(time, maxLiveSeconds)`, which moves the network and announces each
 * update (SocketHub.advance). Seconds are a jump of the clock, run as the object runs any jump: its
 * last `maxLiveSeconds` at full traffic, before that at the quiet pace of a catch-up. Blocks run to
 * each scheduled block at full traffic all the way, since a quiet stretch would draw the schedule
 * anew and move the block.
 */
export function runClockStep(
  network: SteppedNetwork,
  step: ClockStep,
  advance: (time: number, maxLiveSeconds: number) => void,
  maxLiveSeconds: number,
): void {
  if ("seconds" in step) {
    advance(network.now + step.seconds, maxLiveSeconds);
    return;
  }
  const target = network.chain.tipHeight + step.blocks;
  while (network.chain.tipHeight < target) advance(network.nextBlockAt, Number.POSITIVE_INFINITY);
}
