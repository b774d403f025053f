/**
 * The mempool's memory as Core counts it against `-maxmempool`, estimated from its vbytes: the one
 * figure both `getmempoolinfo.usage` and the trimming read.
 *
 * @example
 * mempoolUsage(mempool.bytes) > maxMempoolBytes(300); // time to trim
 */

/**
 * Core reports the allocator's usage, which the devnet does not have; mainnet's captured
 * `mempoolInfo` shows about 4.9 bytes of memory per vbyte, so the estimate scales the same way.
 */
const USAGE_BYTES_PER_VBYTE = 4.9;
/** `-maxmempool` counts megabytes of 1,000,000 bytes. */
const BYTES_PER_MEGABYTE = 1_000_000;

/**
 * @param vbytes Σ whole vsize of the mempool (`Mempool.bytes`)
 * @example
 * mempoolUsage(1_000); // 4_900
 */
export const mempoolUsage = (vbytes: number): number => Math.round(vbytes * USAGE_BYTES_PER_VBYTE);

/**
 * @example
 * maxMempoolBytes(300); // 300_000_000, Core's default
 */
export const maxMempoolBytes = (megabytes: number): number => Math.round(megabytes * BYTES_PER_MEGABYTE);
