import { useEffect, useRef, useState } from "react";
import type { LiveConnection } from "../../live/live-connection.ts";
import { useLiveConnection } from "../../live/live-provider.tsx";
import { applyConfirmingBlock, applyTxFrame, emptyTxLive, type TxLive } from "./tx-live.ts";

/**
 * How the page follows its transaction (research §1.3 `track-tx`): "track" an unconfirmed one for
 * its position, replacement, CPFP and spent outputs; "watch" a txid the backend does not know yet,
 * so the server sends it when it appears (`watch-mempool`); "none" once it is confirmed.
 */
export type TxFollowMode = "track" | "watch" | "none";

export interface FollowCallbacks {
  /** Applies a change to the page's overlay (tx-live.ts). */
  readonly update: (change: (live: TxLive) => TxLive) => void;
  /** A watched transaction appeared: the page loads its data. */
  readonly onArrived: () => void;
}

/**
 * Starts tracking `txid` on `connection` and folds what the socket says about it into the page's
 * overlay; returns the function that stops both. "none" does nothing.
 *
 * @example
 * const stop = followTransaction(connection, txid, "track", { update, onArrived: reload });
 */
export function followTransaction(
  connection: Pick<LiveConnection, "subscribe" | "trackTransaction">,
  txid: string,
  mode: TxFollowMode,
  { update, onArrived }: FollowCallbacks,
): () => void {
  if (mode === "none") return () => undefined;
  const unsubscribe = connection.subscribe((event) => {
    if (event.kind === "block-confirmed") {
      if (event.txConfirmed === txid) update((live) => applyConfirmingBlock(live, event.block, event.txConfirmed, txid));
      return;
    }
    update((live) => applyTxFrame(live, event.frame, txid));
    if (mode === "watch" && "tx" in event.frame && applyTxFrame(emptyTxLive(), event.frame, txid).arrived !== null) onArrived();
  });
  connection.trackTransaction(txid, { watchMempool: mode === "watch" });
  return () => {
    unsubscribe();
    connection.trackTransaction(null);
  };
}

export interface TxLiveOptions {
  /** A valid, lower-case txid, or null when the page is not about one. */
  readonly txid: string | null;
  readonly mode: TxFollowMode;
  /** A watched transaction appeared: load the page's data again. */
  readonly onArrived: () => void;
}

/**
 * Follows the page's transaction while the page shows it (followTransaction) and returns what the
 * socket said about it beyond the store's tracking slice. Nothing happens during the server's
 * render: the connection is null there.
 *
 * @example
 * const live = useTxLive({ txid, mode: tx.status.confirmed ? "none" : "track", onArrived: reload });
 */
export function useTxLive({ txid, mode, onArrived }: TxLiveOptions): TxLive {
  const connection = useLiveConnection();
  // The ref is the overlay's truth across effect runs (a mode change keeps what was heard); state renders it.
  const overlay = useRef<{ txid: string | null; live: TxLive }>({ txid, live: emptyTxLive() });
  const [shown, setShown] = useState(overlay.current);

  useEffect(() => {
    if (connection === null || txid === null) return;
    if (overlay.current.txid !== txid) overlay.current = { txid, live: emptyTxLive() };
    const update = (change: (live: TxLive) => TxLive) => {
      const live = change(overlay.current.live);
      if (live === overlay.current.live) return;
      overlay.current = { txid, live };
      setShown(overlay.current);
    };
    return followTransaction(connection, txid, mode, { update, onArrived });
    // onArrived is the page data's reload, stable per page key.
  }, [connection, txid, mode]); // eslint-disable-line react-hooks/exhaustive-deps

  return shown.txid === txid ? shown.live : emptyTxLive();
}
