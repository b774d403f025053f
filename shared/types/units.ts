/**
 * Branded units. A plain `number` crosses no boundary in Blocktide: amounts, sizes and rates carry
 * their unit in the type so that a vsize can never be passed where a weight is expected.
 *
 * @example
 * const fee = sats(1_250);            // Sats
 * const rate = satPerVByte(12.5);     // SatPerVByte
 */
declare const unit: unique symbol;
type Unit<T, Name extends string> = T & { readonly [unit]: Name };

/** An amount in satoshis (1 BTC = 100,000,000). */
export type Sats = Unit<number, "sats">;
/** A virtual size in vbytes (weight / 4). */
export type VBytes = Unit<number, "vB">;
/** A weight in weight units. */
export type WeightUnits = Unit<number, "WU">;
/** A fee rate in satoshis per virtual byte. */
export type SatPerVByte = Unit<number, "sat/vB">;
/** A block height (0 = genesis). */
export type BlockHeight = Unit<number, "height">;
/** A Unix time in seconds. */
export type UnixSeconds = Unit<number, "unix-s">;

export const sats = (n: number): Sats => n as Sats;
export const vbytes = (n: number): VBytes => n as VBytes;
export const weightUnits = (n: number): WeightUnits => n as WeightUnits;
export const satPerVByte = (n: number): SatPerVByte => n as SatPerVByte;
export const blockHeight = (n: number): BlockHeight => n as BlockHeight;
export const unixSeconds = (n: number): UnixSeconds => n as UnixSeconds;

export const SATS_PER_BTC = 100_000_000;
/** Consensus block weight limit; a full block's vsize is a quarter of it. */
export const BLOCK_WEIGHT_UNITS = 4_000_000;
export const WITNESS_SCALE_FACTOR = 4;
export const BLOCK_VSIZE = BLOCK_WEIGHT_UNITS / WITNESS_SCALE_FACTOR;
/** Liquid builds run with a smaller block weight (75,000 vB blocks). */
export const LIQUID_BLOCK_WEIGHT_UNITS = 300_000;
