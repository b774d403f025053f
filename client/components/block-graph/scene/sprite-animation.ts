/**
 * Starting and reading sprite transitions. A transition is written once (from, to, start, duration)
 * and the vertex shader interpolates it every frame; these functions do the same sums on the CPU only
 * where a transition is interrupted (a new one starts from wherever the square is now) or a square
 * is hit-tested. Easing is the smoothstep curve, also in the shader.
 *
 * @example
 * moveSprite(buffer, index, { x: 10, y: 4, s: 2 }, now, GRAPH_ANIMATION_MS);
 * recolourSprite(buffer, index, HOVER_RGBA, now, GRAPH_HOVER_TRANSITION_MS);
 */
import type { Rgba } from "../../../../shared/graph/colour-math.ts";
import type { ScreenSquare } from "../../../../shared/graph/orientation.ts";
import { SPRITE, SPRITE_FLOATS, type SpriteBuffer } from "./sprite-buffer.ts";

/** Smoothstep: slow start, slow end. */
export function ease(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Eased progress of a transition at `now`; a zero-length transition is always finished. */
export function progressAt(start: number, duration: number, now: number): number {
  if (!(duration > 0)) return 1;
  const t = (now - start) / duration;
  return t <= 0 ? 0 : t >= 1 ? 1 : ease(t);
}

/** Where the square is drawn at `now`. */
export function squareAt(buffer: SpriteBuffer, index: number, now: number): ScreenSquare {
  const d = buffer.data;
  const o = index * SPRITE_FLOATS;
  const p = progressAt(d[o + SPRITE.moveStart] as number, d[o + SPRITE.moveDuration] as number, now);
  const mix = (from: number, to: number) => (d[o + from] as number) + ((d[o + to] as number) - (d[o + from] as number)) * p;
  return { x: mix(SPRITE.fromX, SPRITE.toX), y: mix(SPRITE.fromY, SPRITE.toY), s: mix(SPRITE.fromSide, SPRITE.toSide) };
}

/** The square the sprite is moving to (or resting at). */
export function targetSquare(buffer: SpriteBuffer, index: number): ScreenSquare {
  const d = buffer.data;
  const o = index * SPRITE_FLOATS;
  return { x: d[o + SPRITE.toX] as number, y: d[o + SPRITE.toY] as number, s: d[o + SPRITE.toSide] as number };
}

/** The colour drawn at `now`. */
export function colourAt(buffer: SpriteBuffer, index: number, now: number): Rgba {
  const d = buffer.data;
  const o = index * SPRITE_FLOATS;
  const p = progressAt(d[o + SPRITE.colourStart] as number, d[o + SPRITE.colourDuration] as number, now);
  const channel = (i: number) => (d[o + SPRITE.fromColour + i] as number) + ((d[o + SPRITE.toColour + i] as number) - (d[o + SPRITE.fromColour + i] as number)) * p;
  return [channel(0), channel(1), channel(2), channel(3)];
}

/** The colour the sprite is turning to (or has). */
export function targetColour(buffer: SpriteBuffer, index: number): Rgba {
  const d = buffer.data;
  const o = index * SPRITE_FLOATS + SPRITE.toColour;
  return [d[o] as number, d[o + 1] as number, d[o + 2] as number, d[o + 3] as number];
}

/** Puts a sprite at rest: drawn at `square` in `colour`, nothing to interpolate. */
export function restSprite(buffer: SpriteBuffer, index: number, square: ScreenSquare, colour: Rgba): void {
  const d = buffer.data;
  const o = index * SPRITE_FLOATS;
  writeSquare(d, o + SPRITE.fromX, square);
  writeSquare(d, o + SPRITE.toX, square);
  d.set(colour, o + SPRITE.fromColour);
  d.set(colour, o + SPRITE.toColour);
  d[o + SPRITE.moveStart] = 0;
  d[o + SPRITE.moveDuration] = 0;
  d[o + SPRITE.colourStart] = 0;
  d[o + SPRITE.colourDuration] = 0;
  buffer.markDirty(index);
}

/**
 * Starts a move from where the square is now to `to`, at `start` (now unless later: the square
 * waits where it is until then).
 */
export function moveSprite(buffer: SpriteBuffer, index: number, to: ScreenSquare, now: number, duration: number, start: number = now): void {
  const from = squareAt(buffer, index, now);
  const d = buffer.data;
  const o = index * SPRITE_FLOATS;
  writeSquare(d, o + SPRITE.fromX, from);
  writeSquare(d, o + SPRITE.toX, to);
  d[o + SPRITE.moveStart] = start;
  d[o + SPRITE.moveDuration] = duration;
  buffer.markDirty(index);
}

/** Starts a colour transition from the colour drawn now to `to`. */
export function recolourSprite(buffer: SpriteBuffer, index: number, to: Rgba, now: number, duration: number): void {
  const from = colourAt(buffer, index, now);
  const d = buffer.data;
  const o = index * SPRITE_FLOATS;
  d.set(from, o + SPRITE.fromColour);
  d.set(to, o + SPRITE.toColour);
  d[o + SPRITE.colourStart] = now;
  d[o + SPRITE.colourDuration] = duration;
  buffer.markDirty(index);
}

/**
 * Re-expresses every transition's times on a clock that starts `shift` ms later, so the shader's
 * 32-bit floats keep millisecond precision however long a page stays open.
 */
export function shiftClock(buffer: SpriteBuffer, shift: number): void {
  const d = buffer.data;
  for (let index = 0; index < buffer.drawCount; index++) {
    const o = index * SPRITE_FLOATS;
    shiftTransition(d, o + SPRITE.moveStart, shift);
    shiftTransition(d, o + SPRITE.colourStart, shift);
  }
  buffer.markAllDirty();
}

// A transition that is over by the new clock's zero becomes a zero-length one, so starts never drift far below zero.
function shiftTransition(d: Float32Array, startOffset: number, shift: number): void {
  const start = (d[startOffset] as number) - shift;
  const duration = d[startOffset + 1] as number;
  if (start + duration <= 0) {
    d[startOffset] = 0;
    d[startOffset + 1] = 0;
  } else d[startOffset] = start;
}

function writeSquare(d: Float32Array, offset: number, square: ScreenSquare): void {
  d[offset] = square.x;
  d[offset + 1] = square.y;
  d[offset + 2] = square.s;
}
