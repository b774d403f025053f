import type { EsploraBlock } from "./esplora.ts";

/** The mining pool that found a block (research §2.3 `extras.pool`). */
export interface BlockPool {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly minerNames: readonly string[] | null;
}

/** The mempool backend's block: an Esplora block plus `extras` (research §2.3). */
export interface BlockExtended extends EsploraBlock {
  readonly stale: boolean;
  readonly extras: BlockExtras;
}

export interface BlockExtras {
  readonly reward: number;
  readonly coinbaseRaw: string;
  readonly orphans: readonly { height: number; hash: string; status: string; prevhash: string }[];
  readonly medianFee: number;
  readonly feeRange: readonly number[];
  readonly totalFees: number;
  readonly avgFee: number;
  readonly avgFeeRate: number;
  readonly utxoSetChange: number;
  readonly avgTxSize: number;
  readonly totalInputs: number;
  readonly totalOutputs: number;
  readonly totalOutputAmt: number;
  readonly segwitTotalTxs: number;
  readonly segwitTotalSize: number;
  readonly segwitTotalWeight: number;
  readonly feePercentiles: readonly number[] | null;
  readonly virtualSize: number;
  readonly coinbaseAddress: string | null;
  readonly coinbaseAddresses: readonly string[];
  readonly coinbaseSignature: string;
  readonly coinbaseSignatureAscii: string;
  readonly header: string;
  readonly utxoSetSize: number | null;
  readonly totalInputAmt: number | null;
  readonly pool: BlockPool;
  readonly matchRate: number | null;
  readonly expectedFees: number | null;
  readonly expectedWeight: number | null;
  readonly similarity?: number;
}
