import { useCallback, useState } from "react";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { browserApi } from "../../app/page-data.tsx";
import { appendOlderBlocks, olderBlocksCursor } from "./pool-blocks.ts";
import { loadPoolBlocksPage } from "./pool-page-data.ts";

export interface PoolBlockPages {
  /** The first page and every page loaded since, newest first. */
  readonly blocks: readonly BlockExtended[];
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** Why the last attempt failed; cleared by the next one. */
  readonly error: string | null;
  readonly loadOlder: () => void;
}

interface PagesState {
  readonly slug: string;
  readonly older: readonly BlockExtended[];
  readonly loading: boolean;
  readonly error: string | null;
  /** A page came back with nothing new: the count promised more than the backend lists. */
  readonly exhausted: boolean;
}

const fresh = (slug: string): PagesState => ({ slug, older: [], loading: false, error: null, exhausted: false });

/**
 * The pool's blocks beyond the first page, loaded in the browser when the visitor asks, each page
 * below the last height shown (research §2.2 `/blocks/:height`).
 *
 * @example
 * const pages = usePoolBlocks(slug, data.blocks, data.stats.blockCount.all);
 */
export function usePoolBlocks(slug: string, first: readonly BlockExtended[], total: number): PoolBlockPages {
  const [stored, setState] = useState<PagesState>(() => fresh(slug));
  const state = stored.slug === slug ? stored : fresh(slug);
  const blocks = state.older.length === 0 ? first : appendOlderBlocks(first, state.older).blocks;
  const cursor = state.exhausted ? null : olderBlocksCursor(blocks, total);

  const loadOlder = useCallback(() => {
    if (cursor === null || state.loading) return;
    const ours = (previous: PagesState) => (previous.slug === slug ? previous : fresh(slug));
    setState((previous) => ({ ...ours(previous), loading: true, error: null }));
    loadPoolBlocksPage(slug, cursor, browserApi).then(
      (page) =>
        setState((previous) => {
          if (previous.slug !== slug) return previous;
          const { blocks, added } = appendOlderBlocks([...first, ...previous.older], page);
          return { ...previous, older: blocks.slice(first.length), loading: false, exhausted: added === 0 };
        }),
      (error: unknown) =>
        setState((previous) => (previous.slug !== slug ? previous : { ...previous, loading: false, error: error instanceof Error ? error.message : String(error) })),
    );
  }, [slug, first, cursor, state.loading]);

  return { blocks, hasMore: cursor !== null, loading: state.loading, error: state.error, loadOlder };
}
