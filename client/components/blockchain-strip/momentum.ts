/**
 * Drag momentum of the strip: how fast the pointer was moving when it let go, and how that speed
 * decays frame by frame until it drops under spec §9's stop velocity.
 *
 * @example
 * const v = releaseVelocity([{ timeMs: 0, x: 0 }, { timeMs: 50, x: -60 }], 50); // -1.2 px/ms
 * let state = { velocity: v };
 * while (!isMomentumSettled(state.velocity)) state = momentumStep(state.velocity, 16);
 */
import { MOMENTUM_STOP_VELOCITY_PX_PER_MS } from "../../../shared/params/strip-layout.ts";

export interface PointerSample {
  readonly timeMs: number;
  readonly x: number;
}

/** Only the last stretch of a drag sets the throw: a pause before letting go means no throw. */
export const VELOCITY_WINDOW_MS = 100;
/** Speed limit, so a jittery sample cannot fling the strip thousands of blocks away. */
export const MAX_THROW_VELOCITY_PX_PER_MS = 6;
/** Time constant of the exponential slow-down: the speed falls to 37 % every 325 ms. */
export const MOMENTUM_TIME_CONSTANT_MS = 325;

/**
 * The pointer's speed in px/ms (positive to the right) over the samples of the last `windowMs`
 * before `nowMs`; 0 with fewer than two such samples.
 */
export function releaseVelocity(samples: readonly PointerSample[], nowMs: number, windowMs = VELOCITY_WINDOW_MS): number {
  const recent = samples.filter((sample) => nowMs - sample.timeMs <= windowMs && Number.isFinite(sample.x));
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (first === undefined || last === undefined || last.timeMs <= first.timeMs) return 0;
  const velocity = (last.x - first.x) / (last.timeMs - first.timeMs);
  return Math.max(-MAX_THROW_VELOCITY_PX_PER_MS, Math.min(MAX_THROW_VELOCITY_PX_PER_MS, velocity));
}

export interface MomentumStep {
  /** Speed after the step, px/ms. */
  readonly velocity: number;
  /** Distance covered during the step, px (same sign as the speed). */
  readonly distance: number;
}

/**
 * Advances a throw by `elapsedMs`: the exact integral of an exponentially decaying speed, so the
 * distance travelled does not depend on the frame rate.
 */
export function momentumStep(velocity: number, elapsedMs: number): MomentumStep {
  if (!Number.isFinite(velocity) || !Number.isFinite(elapsedMs) || elapsedMs <= 0) {
    return { velocity: Number.isFinite(velocity) ? velocity : 0, distance: 0 };
  }
  const decay = Math.exp(-elapsedMs / MOMENTUM_TIME_CONSTANT_MS);
  return { velocity: velocity * decay, distance: velocity * MOMENTUM_TIME_CONSTANT_MS * (1 - decay) };
}

/** spec §9: momentum stops under 0.005 px/ms. */
export const isMomentumSettled = (velocity: number): boolean =>
  !Number.isFinite(velocity) || Math.abs(velocity) < MOMENTUM_STOP_VELOCITY_PX_PER_MS;
