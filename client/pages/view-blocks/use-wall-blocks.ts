/**
 * The wall's blocks, kept live (spec §2.9, §2.10): they start from the page data; then each block
 * the socket announces moves the wall one step on (wallStep), or, in test mode, the wall steps one
 * height up every 10 s (spec §9) from where it started. One step runs at a time; a step that fails
 * (the API away) is tried again after a pause, so the wall catches up once the server is back.
 *
 * @example
 * const blocks = useWallBlocks(data.blocks, params);
 */
import { useEffect, useRef, useState } from "react";
import { EIGHT_BLOCKS_TEST_REFRESH_MS, type BlockWallParams } from "../../../shared/params/embed-params.ts";
import { nextTestHeight } from "../../../shared/params/block-wall-timing.ts";
import { apiFetch } from "../../api/api-fetch.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import { useLive } from "../../live/live-provider.tsx";
import { type WallBlock, type WallStep, listBlocks, loadWall, loadWallTransactions, pushBlock, wallBlockOf, wallStep } from "./wall-blocks.ts";

/** A load that failed is tried again after this long (the live socket itself retries after 2–4 s). */
export const WALL_RETRY_MS = 5_000;

/**
 * A load of the wall that has not answered by then is given up, and tried again like any failure:
 * a display that runs for days must not wait forever on one request the network lost.
 */
export const WALL_LOAD_TIMEOUT_MS = 30_000;

const wallApi: ApiGet = (path) => apiFetch(path, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(WALL_LOAD_TIMEOUT_MS) });

const warn = (message: string, detail?: unknown): void => console.warn(`block wall: ${message}`, detail ?? "");

const byHash = (blocks: readonly WallBlock[]): Map<string, WallBlock> => new Map(blocks.map((block) => [block.id, block]));

/** The wall after `step`, loaded through the API; rejects when the list of blocks cannot be loaded. */
async function takeStep(shown: readonly WallBlock[], step: Exclude<WallStep, { kind: "none" }>, count: number): Promise<WallBlock[]> {
  if (step.kind === "push") return pushBlock(shown, wallBlockOf(step.block, await loadWallTransactions(wallApi, step.block.id)), count);
  return loadWall(wallApi, step.fromHeight, count, byHash(shown));
}

/** Test mode's next wall: the block at `height` pushed on, or the wall loaded again from it. */
async function testStep(shown: readonly WallBlock[], height: number, count: number): Promise<WallBlock[]> {
  const top = shown[0];
  if (top !== undefined && height === top.height + 1) {
    const [block] = await listBlocks(wallApi, height, 1);
    const step = block !== undefined && block.height === height ? wallStep(shown, block) : null;
    if (step !== null && step.kind !== "none") return takeStep(shown, step, count);
  }
  return loadWall(wallApi, height, count, byHash(shown));
}

export function useWallBlocks(initial: readonly WallBlock[], params: Pick<BlockWallParams, "numBlocks" | "test">): readonly WallBlock[] {
  const { numBlocks, test } = params;
  const [blocks, setBlocks] = useState(initial);
  const [retries, setRetries] = useState(0);
  const live = useLive();
  const newest = live.blocks[0];
  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;
  const tipRef = useRef(live.tip);
  tipRef.current = live.tip;
  const busy = useRef(false);
  const mounted = useRef(true);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (retryTimer.current !== null) clearTimeout(retryTimer.current);
    };
  }, []);

  // Live: follow the newest block of the live state (its `blocks` are refreshed after a reconnection too).
  useEffect(() => {
    if (test || busy.current) return;
    const step = wallStep(blocks, newest);
    if (step.kind === "none") return;
    busy.current = true;
    takeStep(blocks, step, numBlocks)
      .then((next) => {
        if (mounted.current) setBlocks(next);
      })
      .catch((error: unknown) => {
        warn("the next blocks could not be loaded; trying again", error);
        if (!mounted.current) return;
        if (retryTimer.current !== null) clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => setRetries((count) => count + 1), WALL_RETRY_MS);
      })
      .finally(() => {
        busy.current = false;
      });
    // A step that ends sets `blocks` (or `retries`), which runs this again for a block that came meanwhile.
  }, [test, blocks, newest, retries, numBlocks]);

  // Test mode: one height up every 10 s, from the height the page started at, round again after the tip.
  const startHeight = useRef(initial[0]?.height ?? null);
  useEffect(() => {
    const start = startHeight.current;
    if (!test || start === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = async () => {
      const shown = blocksRef.current;
      const top = shown[0];
      if (top !== undefined && tipRef.current >= 0) {
        try {
          const next = await testStep(shown, nextTestHeight(top.height, start, tipRef.current), numBlocks);
          if (!stopped) setBlocks(next);
        } catch (error) {
          warn("test mode could not load its next block", error);
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), EIGHT_BLOCKS_TEST_REFRESH_MS);
    };
    timer = setTimeout(() => void tick(), EIGHT_BLOCKS_TEST_REFRESH_MS);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    };
  }, [test, numBlocks]);

  return blocks;
}
