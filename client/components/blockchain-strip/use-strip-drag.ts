import { useEffect, useRef, type RefObject } from "react";
import { isMomentumSettled, momentumStep, releaseVelocity, type PointerSample } from "./momentum.ts";

/** A press that moves less than this is a click on a block, not a drag. */
export const DRAG_THRESHOLD_PX = 6;
const SAMPLES_KEPT = 12;

export interface StripDragOptions {
  readonly viewportRef: RefObject<HTMLElement | null>;
  /** +1 when confirmed blocks are right of the divider, -1 when they are left of it. */
  readonly confirmedSign: 1 | -1;
  readonly getOffset: () => number;
  /** Applies an offset and returns the one actually applied (clamped to the scroll range). */
  readonly setOffset: (offset: number) => number;
  readonly onDraggingChange: (dragging: boolean) => void;
}

/**
 * Drag to scroll with momentum (spec §2.3): pointer events for mouse, pen and touch alike, so iOS
 * needs no special path; the viewport's `touch-action: pan-y` leaves vertical swipes to the page
 * and hands horizontal ones to us. Horizontal wheel and trackpad gestures scroll too. A drag
 * swallows the click that ends it, so letting go over a block does not open it.
 */
export function useStripDrag(options: StripDragOptions): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const viewport = options.viewportRef.current;
    if (viewport === null) return;
    let pointerId: number | null = null;
    let startX = 0;
    let startOffset = 0;
    let dragging = false;
    let samples: PointerSample[] = [];
    let frame = 0;
    let swallowClick = false;

    const stopMomentum = () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    };

    // Converts a screen-x distance into the strip's "along" unit: dragging toward the past is positive.
    const along = (dx: number) => -latest.current.confirmedSign * dx;

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      stopMomentum();
      pointerId = event.pointerId;
      startX = event.clientX;
      startOffset = latest.current.getOffset();
      dragging = false;
      swallowClick = false;
      samples = [{ timeMs: event.timeStamp, x: event.clientX }];
    };

    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const dx = event.clientX - startX;
      if (!dragging) {
        if (Math.abs(dx) < DRAG_THRESHOLD_PX) return;
        dragging = true;
        viewport.setPointerCapture(event.pointerId);
        latest.current.onDraggingChange(true);
      }
      samples.push({ timeMs: event.timeStamp, x: event.clientX });
      if (samples.length > SAMPLES_KEPT) samples = samples.slice(-SAMPLES_KEPT);
      latest.current.setOffset(startOffset + along(dx));
    };

    const onPointerEnd = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      if (!dragging) return;
      dragging = false;
      swallowClick = event.type === "pointerup";
      latest.current.onDraggingChange(false);
      if (viewport.hasPointerCapture(event.pointerId)) viewport.releasePointerCapture(event.pointerId);
      const velocity = event.type === "pointerup" ? along(releaseVelocity(samples, event.timeStamp)) : 0;
      throwWith(velocity);
    };

    const throwWith = (initialVelocity: number) => {
      let velocity = initialVelocity;
      let last = performance.now();
      const tick = (now: number) => {
        const step = momentumStep(velocity, now - last);
        last = now;
        velocity = step.velocity;
        const wanted = latest.current.getOffset() + step.distance;
        const applied = latest.current.setOffset(wanted);
        // Hitting either end of the chain stops the throw at once.
        frame = isMomentumSettled(velocity) || Math.abs(applied - wanted) > 0.5 ? 0 : requestAnimationFrame(tick);
      };
      if (!isMomentumSettled(velocity)) frame = requestAnimationFrame(tick);
    };

    const onClickCapture = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };

    const onWheel = (event: WheelEvent) => {
      const dx = event.shiftKey && event.deltaX === 0 ? event.deltaY : event.deltaX;
      if (dx === 0 || Math.abs(dx) < Math.abs(event.shiftKey ? 0 : event.deltaY)) return;
      event.preventDefault();
      stopMomentum();
      // The wheel moves the view, the opposite of dragging the content.
      latest.current.setOffset(latest.current.getOffset() - along(dx));
    };

    const onDragStart = (event: DragEvent) => event.preventDefault();

    viewport.addEventListener("pointerdown", onPointerDown);
    viewport.addEventListener("pointermove", onPointerMove);
    viewport.addEventListener("pointerup", onPointerEnd);
    viewport.addEventListener("pointercancel", onPointerEnd);
    viewport.addEventListener("click", onClickCapture, true);
    viewport.addEventListener("wheel", onWheel, { passive: false });
    viewport.addEventListener("dragstart", onDragStart);
    return () => {
      stopMomentum();
      viewport.removeEventListener("pointerdown", onPointerDown);
      viewport.removeEventListener("pointermove", onPointerMove);
      viewport.removeEventListener("pointerup", onPointerEnd);
      viewport.removeEventListener("pointercancel", onPointerEnd);
      viewport.removeEventListener("click", onClickCapture, true);
      viewport.removeEventListener("wheel", onWheel);
      viewport.removeEventListener("dragstart", onDragStart);
    };
  }, [options.viewportRef]);
}
