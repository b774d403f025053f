/**
 * What a click on a graph square does (spec §2.6): open /tx/{txid} in the app, or in a new tab with
 * a modifier key or the middle button.
 *
 * @example
 * <BlockGraph onTxClick={useOpenTransaction()} … />
 */
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { GraphTxClick } from "../../components/block-graph/index.ts";

export function useOpenTransaction(): (txid: string, click: GraphTxClick) => void {
  const navigate = useNavigate();
  return useCallback(
    (_txid: string, click: GraphTxClick) => {
      if (click.newTab) window.open(click.href, "_blank", "noopener");
      else navigate(click.href);
    },
    [navigate],
  );
}
