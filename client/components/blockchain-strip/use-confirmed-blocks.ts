import { useCallback, useEffect, useRef, useState } from "react";
import type { Network } from "../../../shared/network/networks.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { ConfirmedBlockCache, FAILED_BATCH_RETRY_MS } from "./confirmed-block-cache.ts";
import type { LoadOlderBlocks } from "./strip-types.ts";

export interface ConfirmedBlocks {
  readonly cache: ConfirmedBlockCache;
  /** Changes whenever a batch arrives or fails, so the strip can ask again for what it shows. */
  readonly version: number;
  /** Fetches the missing batches holding heights lowHeight … highHeight and marks them shown. */
  readonly show: (lowHeight: number, highHeight: number) => void;
}

/**
 * The strip's confirmed blocks: the live first page, kept in a cache together with the older batches
 * fetched through `loadOlderBlocks` as the visitor scrolls (spec §4.4, §9). A network change empties
 * it, and answers for the previous network are dropped.
 */
export function useConfirmedBlocks(liveBlocks: readonly BlockExtended[], network: Network, loadOlderBlocks: LoadOlderBlocks): ConfirmedBlocks {
  const cacheRef = useRef<ConfirmedBlockCache | null>(null);
  const networkRef = useRef(network);
  const generation = useRef(0);
  const [version, setVersion] = useState(0);
  cacheRef.current ??= new ConfirmedBlockCache();
  const cache = cacheRef.current;
  if (networkRef.current !== network) {
    networkRef.current = network;
    generation.current++;
    cache.clear();
  }
  // Taking the live blocks while rendering keeps the first render, on the server too, complete;
  // adding the same blocks again changes nothing.
  cache.addLive(liveBlocks);

  const loader = useRef(loadOlderBlocks);
  loader.current = loadOlderBlocks;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback(
    (lowHeight: number, highHeight: number) => {
      const heights: number[] = [];
      for (let height = highHeight; height >= lowHeight; height--) heights.push(height);
      cache.touch(heights);
      const started = generation.current;
      for (const top of cache.batchesToLoad(lowHeight, highHeight, Date.now())) {
        cache.startLoad(top);
        const settle = (apply: () => void) => {
          if (started !== generation.current) return;
          apply();
          if (mounted.current) setVersion((version) => version + 1);
        };
        let request: Promise<readonly BlockExtended[]>;
        try {
          request = Promise.resolve(loader.current(cache.requestHeight(top)));
        } catch (error) {
          request = Promise.reject(error);
        }
        request.then(
          (blocks) => settle(() => cache.finishLoad(top, blocks, Date.now())),
          (error: unknown) => {
            console.warn(`Loading blocks from height ${cache.requestHeight(top)} failed`, error);
            settle(() => cache.failLoad(top, Date.now()));
            // Ask again once the retry pause is over, if the batch is still in view then.
            setTimeout(() => {
              if (started === generation.current && mounted.current) setVersion((version) => version + 1);
            }, FAILED_BATCH_RETRY_MS);
          },
        );
      }
    },
    [cache],
  );

  return { cache, version, show };
}
