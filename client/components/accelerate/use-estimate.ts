import { useEffect, useRef, useState } from "react";
import { EMPTY_ESTIMATE_ERROR_CODE } from "../../../shared/tables/error-catalogue.ts";
import { readEstimate } from "../../services/accelerator-readers.ts";
import { servicesFailure, servicesPost } from "../../services/services-fetch.ts";
import type { EstimateOutcome, EstimateState } from "./panel-view.ts";

/** How often the estimate is asked again while the panel shows (issue 14: "polled every 10 s"). */
export const ESTIMATE_POLL_MS = 10_000;

/**
 * `POST accelerator/estimate` for `txid` (spec §7.3): the estimate, or the code it was refused
 * with; 204 or a body that is no estimate is cannot_accelerate_tx (spec §4.2 step 2).
 */
export async function requestEstimate(txid: string): Promise<EstimateOutcome> {
  try {
    const response = await servicesPost("accelerator/estimate", { txInput: txid });
    const estimate = response.status === 204 ? undefined : readEstimate(await response.json().catch(() => undefined));
    return estimate === undefined ? { kind: "error", code: EMPTY_ESTIMATE_ERROR_CODE } : { kind: "ready", estimate };
  } catch (error) {
    return { kind: "error", code: servicesFailure(error).code };
  }
}

export interface EstimatePolling {
  readonly txid: string;
  /** false stops asking (accelerated, or the panel is done). */
  readonly active: boolean;
  /** The chain tip: a new block asks again at once. */
  readonly tip: number;
  /** Who asks (the estimate's access and balance are theirs): a new one asks again at once. */
  readonly viewerKey: string;
}

/**
 * The estimate of `txid`, asked for at once, every ESTIMATE_POLL_MS, when a block arrives and when
 * the visitor signs in or out (spec §4.2 step 1). An answer to an older question never replaces a
 * newer one.
 *
 * @example
 * const estimate = useEstimate({ txid, active: true, tip: live.tip, viewerKey: "7" }); // { latest, lastGood }
 */
export function useEstimate({ txid, active, tip, viewerKey }: EstimatePolling): EstimateState {
  const [state, setState] = useState<EstimateState>({ latest: null, lastGood: null });
  const asked = useRef(0);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const ask = () => {
      const question = ++asked.current;
      void requestEstimate(txid).then((outcome) => {
        if (stopped || question !== asked.current) return;
        setState((previous) => ({ latest: outcome, lastGood: outcome.kind === "ready" ? outcome.estimate : previous.lastGood }));
      });
    };
    ask();
    const timer = setInterval(ask, ESTIMATE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [txid, active, tip, viewerKey]);
  return state;
}
