/**
 * Keeps a BlockScene in step with the graph's props: lists and deltas go through the update
 * throttle (spec §9: at most one update per 1,000 ms, the latest list wins), a new `resetKey` lays the
 * graph out again at once (or slides the new list in, with a `resetMotion`), and geometry or style
 * changes apply immediately. The scene exists only in
 * the browser; on the server nothing here runs.
 */
import { type MutableRefObject, useCallback, useEffect, useRef } from "react";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import { applyProjectedDelta, type ProjectedDelta } from "../../live/projected-block.ts";
import { BlockScene, type SceneGeometry, type SceneStyle, type SlideMotion } from "./scene/block-scene.ts";
import { UpdateThrottle } from "./scene/update-throttle.ts";

export interface SceneInputs {
  readonly transactions: readonly GraphTransaction[] | null;
  readonly resetKey: string | number | undefined;
  /** How a new `resetKey`'s list comes in: slid in sideways, or (undefined) laid out in place. */
  readonly resetMotion?: SlideMotion | undefined;
  readonly geometry: SceneGeometry;
  readonly style: SceneStyle;
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Returns `applyDelta`, which folds a live delta into the list the graph is heading for (the next
 * `transactions` prop replaces that list). `onUpdated` runs after each scene change, to draw.
 */
export function useBlockScene(
  sceneRef: MutableRefObject<BlockScene | null>,
  inputs: SceneInputs,
  onUpdated: () => void,
): (delta: ProjectedDelta) => void {
  const wantedRef = useRef<readonly GraphTransaction[]>(inputs.transactions ?? []);
  const throttleRef = useRef<UpdateThrottle | null>(null);
  const resetKeyRef = useRef(inputs.resetKey);
  const onUpdatedRef = useRef(onUpdated);
  onUpdatedRef.current = onUpdated;
  const latest = useRef(inputs);
  latest.current = inputs;

  useEffect(() => {
    const { geometry, style } = latest.current;
    const reducedMotion = typeof matchMedia === "function" && matchMedia(REDUCED_MOTION_QUERY).matches;
    const scene = new BlockScene(geometry, { now: performance.now(), animate: !reducedMotion, style });
    sceneRef.current = scene;
    const throttle = new UpdateThrottle({
      now: () => performance.now(),
      run: () => {
        scene.update(wantedRef.current, performance.now());
        reportRefused(scene);
        onUpdatedRef.current();
      },
    });
    throttleRef.current = throttle;
    throttle.request();
    return () => {
      throttle.dispose();
      throttleRef.current = null;
      sceneRef.current = null;
    };
  }, [sceneRef]);

  const { transactions, resetKey, geometry, style } = inputs;
  useEffect(() => {
    wantedRef.current = transactions ?? [];
    const scene = sceneRef.current;
    if (scene === null) return;
    if (resetKey !== resetKeyRef.current) {
      resetKeyRef.current = resetKey;
      const motion = latest.current.resetMotion;
      if (motion === undefined) scene.replace(wantedRef.current, performance.now());
      else scene.slide(wantedRef.current, performance.now(), motion);
      reportRefused(scene);
      onUpdatedRef.current();
      return;
    }
    throttleRef.current?.request();
  }, [transactions, resetKey, sceneRef]);

  const { resolution, blockLimit, orientation, flip } = geometry;
  useEffect(() => {
    const scene = sceneRef.current;
    if (scene === null) return;
    scene.setGeometry({ resolution, blockLimit, orientation, flip }, performance.now());
    onUpdatedRef.current();
  }, [resolution, blockLimit, orientation, flip, sceneRef]);

  useEffect(() => {
    const scene = sceneRef.current;
    if (scene === null || scene.style === style) return;
    scene.setStyle(style, performance.now());
    onUpdatedRef.current();
  }, [style, sceneRef]);

  return useCallback((delta: ProjectedDelta) => {
    wantedRef.current = applyProjectedDelta(wantedRef.current, delta);
    throttleRef.current?.request();
  }, []);
}

function reportRefused(scene: BlockScene): void {
  const refused = scene.refused;
  if (refused.length === 0) return;
  const first = refused[0];
  console.warn(`Block graph: ${refused.length} malformed transaction(s) not drawn; the first, at index ${first?.index}, has a bad ${first?.problem}.`);
}
