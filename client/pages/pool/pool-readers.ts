/**
 * Readers of the pool routes' answers (research §2.2 `mining/pool/:slug`, `/hashrate`), from
 * `unknown` into shared/types/mining-pool.ts. Each returns undefined for an answer of the wrong
 * shape: the page then says the backend's answer cannot be read, instead of showing junk.
 *
 * @example
 * readPoolStats(await (await api("/api/v1/mining/pool/tidewater")).json())?.pool.name; // "Tidewater Mining"
 */
import type { PoolHashratePoint, PoolIdentity, PoolStats, PoolWindows } from "../../../shared/types/mining-pool.ts";
import { isCount, isRecord, readAll } from "../../live/live-fields.ts";

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isRate = (value: unknown): value is number => isNumber(value) && value >= 0;
const isFraction = (value: unknown): value is number => isNumber(value) && value >= 0 && value <= 1;
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");
const DIGITS = /^\d+$/;

function readWindows(value: unknown, isValue: (item: unknown) => item is number): PoolWindows<number> | undefined {
  if (!isRecord(value) || !isValue(value.all) || !isValue(value["24h"]) || !isValue(value["1w"])) return undefined;
  return { all: value.all, "24h": value["24h"], "1w": value["1w"] };
}

function readIdentity(value: unknown): PoolIdentity | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, link, slug, unique_id: uniqueId, regexes, addresses } = value;
  if (!isCount(id) || !isCount(uniqueId) || typeof name !== "string" || typeof slug !== "string" || slug === "") return undefined;
  if (typeof link !== "string" || !isTextList(regexes) || !isTextList(addresses)) return undefined;
  return { id, name, link, slug, unique_id: uniqueId, regexes, addresses };
}

/** `mining/pool/:slug`; a reported hashrate or a block health may be null, nothing else may be missing. */
export function readPoolStats(value: unknown): PoolStats | undefined {
  if (!isRecord(value)) return undefined;
  const pool = readIdentity(value.pool);
  const blockCount = readWindows(value.blockCount, isCount);
  const blockShare = readWindows(value.blockShare, isFraction);
  const { estimatedHashrate, reportedHashrate, avgBlockHealth, totalReward } = value;
  if (pool === undefined || blockCount === undefined || blockShare === undefined || !isRate(estimatedHashrate)) return undefined;
  if (reportedHashrate !== null && !isRate(reportedHashrate)) return undefined;
  if (avgBlockHealth !== null && !(isNumber(avgBlockHealth) && avgBlockHealth >= 0 && avgBlockHealth <= 100)) return undefined;
  // An SQL sum may come back as a number from another backend version; either way it is whole satoshis.
  const reward = typeof totalReward === "number" && isCount(totalReward) ? String(totalReward) : totalReward;
  if (typeof reward !== "string" || !DIGITS.test(reward)) return undefined;
  return { pool, blockCount, blockShare, estimatedHashrate, reportedHashrate, avgBlockHealth, totalReward: reward };
}

function readHashratePoint(value: unknown): PoolHashratePoint | undefined {
  if (!isRecord(value)) return undefined;
  const { timestamp, avgHashrate, share, poolName } = value;
  if (!isCount(timestamp) || !isRate(avgHashrate) || !isFraction(share) || typeof poolName !== "string") return undefined;
  return { timestamp, avgHashrate, share, poolName };
}

/** `mining/pool/:slug/hashrate`: every point must be readable; returned oldest first. */
export function readPoolHashrate(value: unknown): PoolHashratePoint[] | undefined {
  return readAll(value, readHashratePoint)?.sort((a, b) => a.timestamp - b.timestamp);
}
