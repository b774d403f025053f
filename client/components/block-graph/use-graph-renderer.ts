/**
 * The WebGL side of the graph: creates the renderer for the canvas, keeps the canvas's backing store
 * at the displayed size times the device pixel ratio, and draws at most once per animation frame,
 * for as long as a transition plays. A lost context stops drawing; a restored one is set up again
 * from the scene, which survives (spec §4.5).
 */
import { type MutableRefObject, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { squarePaddingPx } from "../../../shared/graph/square-size.ts";
import { type GraphRenderer, createGraphRenderer } from "./renderer/graph-renderer.ts";
import type { BlockScene } from "./scene/block-scene.ts";

/** pending: not tried yet (and always on the server); lost: the context is gone until restored. */
export type GraphGlState = "pending" | "ready" | "unsupported" | "failed" | "lost";

/** Called after each drawn frame with the CPU time the frame's JavaScript took, in ms. */
export type FrameListener = (cpuMs: number) => void;

export function useGraphRenderer(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  sceneRef: MutableRefObject<BlockScene | null>,
  onFrameDrawn?: FrameListener,
): { glState: GraphGlState; requestFrame: () => void } {
  const [glState, setGlState] = useState<GraphGlState>("pending");
  const rendererRef = useRef<GraphRenderer | null>(null);
  const frameRef = useRef<number | null>(null);
  const listenerRef = useRef(onFrameDrawn);
  listenerRef.current = onFrameDrawn;

  const drawFrame = useCallback(
    (now: number) => {
      frameRef.current = null;
      const scene = sceneRef.current;
      const renderer = rendererRef.current;
      const canvas = canvasRef.current;
      if (scene === null || renderer === null || canvas === null) return;
      const started = performance.now();
      const animating = scene.tick(now);
      renderer.upload(scene.buffer);
      const cellPx = canvas.width / scene.geometry.resolution;
      renderer.draw({ nowMs: scene.clock(now), cellPx, paddingPx: squarePaddingPx(cellPx), count: scene.buffer.drawCount });
      listenerRef.current?.(performance.now() - started);
      if (animating) frameRef.current = requestAnimationFrame(drawFrame);
    },
    [canvasRef, sceneRef],
  );

  const requestFrame = useCallback(() => {
    if (frameRef.current === null && rendererRef.current !== null) frameRef.current = requestAnimationFrame(drawFrame);
  }, [drawFrame]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const stopDrawing = () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
      rendererRef.current?.dispose();
      rendererRef.current = null;
    };
    const start = () => {
      stopDrawing();
      const result = createGraphRenderer(canvas);
      if (!result.ok) {
        setGlState(result.reason);
        return;
      }
      rendererRef.current = result.renderer;
      setGlState("ready");
      requestFrame();
    };
    const onLost = (event: Event) => {
      // Without preventDefault the browser never offers the context back.
      event.preventDefault();
      stopDrawing();
      setGlState("lost");
    };
    const onRestored = () => start();
    canvas.addEventListener("webglcontextlost", onLost);
    canvas.addEventListener("webglcontextrestored", onRestored);
    const resize = (width: number, height: number) => {
      if (width === 0 || height === 0 || (canvas.width === width && canvas.height === height)) return;
      canvas.width = width;
      canvas.height = height;
      requestFrame();
    };
    const ratio = () => (typeof devicePixelRatio === "number" && devicePixelRatio > 0 ? devicePixelRatio : 1);
    resize(Math.round(canvas.clientWidth * ratio()), Math.round(canvas.clientHeight * ratio()));
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(([entry]) => {
            if (entry === undefined) return;
            const exact = entry.devicePixelContentBoxSize?.[0];
            if (exact !== undefined) resize(exact.inlineSize, exact.blockSize);
            else resize(Math.round(entry.contentRect.width * ratio()), Math.round(entry.contentRect.height * ratio()));
          });
    observer?.observe(canvas);
    start();
    return () => {
      observer?.disconnect();
      canvas.removeEventListener("webglcontextlost", onLost);
      canvas.removeEventListener("webglcontextrestored", onRestored);
      stopDrawing();
    };
  }, [canvasRef, requestFrame]);

  return { glState, requestFrame };
}
