/**
 * The devnet's mining pools: invented names (it is a simulated network, so no real pool is
 * impersonated), each with a share of the hashrate, the tag it writes into its coinbase, and the
 * habits the audit should reveal. Ids and slugs are stable: pages link `/mining/pool/{slug}`.
 */
export interface DevnetPool {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly link: string;
  /** Share of the network hashrate, in percent; the table sums to 100. */
  readonly hashratePercent: number;
  /** Written into the coinbase script after the height. */
  readonly coinbaseTag: string;
  /** Chance that a block leaves out some template transactions (audit "censored"/"removed"). */
  readonly omitChance: number;
  /** Chance that a block carries transactions the template did not expect (audit "added"). */
  readonly addChance: number;
}

export const DEVNET_POOLS: readonly DevnetPool[] = [
  pool(1, "Tidewater Mining", "tidewater", 24, "/Tidewater/", 0.02, 0.04),
  pool(2, "Harbor Hash", "harborhash", 18, "/HarborHash/", 0.05, 0.02),
  pool(3, "Driftwood Pool", "driftwood", 14, "/Driftwood/", 0.01, 0.01),
  pool(4, "Lighthouse", "lighthouse", 11, "/Lighthouse/", 0.15, 0.1),
  pool(5, "Undertow", "undertow", 9, "/Undertow/", 0.04, 0.12),
  pool(6, "Saltmarsh", "saltmarsh", 7, "/Saltmarsh/", 0.02, 0.02),
  pool(7, "Kelp Forest", "kelpforest", 6, "/KelpForest/", 0.08, 0.05),
  pool(8, "Riptide", "riptide", 5, "/Riptide/", 0.03, 0.06),
  pool(9, "Sandbar Solo", "sandbar", 3, "/Sandbar/", 0, 0),
  pool(10, "Moonpull", "moonpull", 2, "/Moonpull/", 0.3, 0.2),
  // A block whose coinbase carries no known tag is shown as Unknown, as on mainnet.
  pool(0, "Unknown", "unknown", 1, "", 0.05, 0.05),
];

function pool(
  id: number,
  name: string,
  slug: string,
  hashratePercent: number,
  coinbaseTag: string,
  omitChance: number,
  addChance: number,
): DevnetPool {
  return { id, name, slug, link: `https://${slug}.devnet.invalid`, hashratePercent, coinbaseTag, omitChance, addChance };
}

export const poolBySlug = (slug: string): DevnetPool | undefined => DEVNET_POOLS.find((p) => p.slug === slug);
export const poolById = (id: number): DevnetPool | undefined => DEVNET_POOLS.find((p) => p.id === id);

/** Which pool a coinbase script belongs to, by its tag, as the backend identifies pools. */
export function poolOfCoinbase(coinbaseAscii: string): DevnetPool {
  return DEVNET_POOLS.find((p) => p.coinbaseTag !== "" && coinbaseAscii.includes(p.coinbaseTag)) ?? poolById(0)!;
}
