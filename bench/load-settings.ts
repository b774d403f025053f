/**
 * The load bench's options (`npm run bench:load -- --minutes 3`), checked before anything starts,
 * and the devnet it drives.
 *
 * @example
 * const settings = readSettings(); // { seconds: 600, viewers: 10000, rps: 200, churnPerS: 10, … }
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

export interface LoadSettings {
  /** Length of the measured load (after the viewers have connected). */
  readonly seconds: number;
  readonly viewers: number;
  /** HTTP requests a second over the API and the pages, sent on schedule (open loop). */
  readonly rps: number;
  /** Share of those requests that are pages (the rest are API calls). */
  readonly pageShare: number;
  /** Viewers a second that leave (close 1001, a closed tab) and as many new ones that arrive. */
  readonly churnPerS: number;
  /** A `{"blocks": 1}` step of the devnet's clock every this many seconds (other seconds step one second). */
  readonly blockEveryS: number;
  /** Handshakes in flight while the viewers first connect. */
  readonly rampConcurrency: number;
  /** Where to write a CPU profile of the worker's isolate during the load, if anywhere. */
  readonly profileDir: string | undefined;
}

/**
 * The devnet of the run: the fast profile (light history, seeded in seconds) on the manual clock,
 * which the bench steps a second at a time so it keeps pace with the wall clock; blocks every
 * `blockEveryS` on average besides the forced ones, and more traffic than the fast profile's 3 tx/s,
 * so the projected blocks move every second.
 */
export function devnetVars(settings: LoadSettings): Record<string, string> {
  return {
    UPSTREAM_URL: "",
    DEVNET_PROFILE: "fast",
    DEVNET_CLOCK: "manual",
    DEVNET_HISTORY_DAYS: "1",
    DEVNET_TX_PER_SECOND: "10",
    DEVNET_BLOCK_INTERVAL_SECONDS: String(settings.blockEveryS),
  };
}

/** File descriptors this process needs beyond one per viewer (HTTP sockets, the inspector, workerd's pipes, churn in flight). */
const SPARE_DESCRIPTORS = 1_000;

export function readSettings(argv: readonly string[] = process.argv.slice(2)): LoadSettings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      minutes: { type: "string" },
      seconds: { type: "string" },
      viewers: { type: "string", default: "10000" },
      rps: { type: "string", default: "200" },
      "page-share": { type: "string", default: "0.25" },
      churn: { type: "string", default: "10" },
      "block-seconds": { type: "string", default: "20" },
      concurrency: { type: "string", default: "128" },
      profile: { type: "string" },
    },
  });
  const number = (name: string, text: string | undefined, min: number, integer = true): number => {
    const value = Number(text);
    if (text === undefined || !Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
      throw new Error(`--${name} must be ${integer ? "a whole number" : "a number"} ≥ ${min}; got "${text}".`);
    }
    return value;
  };
  if (values.minutes !== undefined && values.seconds !== undefined) throw new Error("Give --minutes or --seconds, not both.");
  const seconds =
    values.seconds !== undefined ? number("seconds", values.seconds, 5) : values.minutes !== undefined ? Math.round(number("minutes", values.minutes, 0.1, false) * 60) : 600;
  const pageShare = number("page-share", values["page-share"], 0, false);
  if (pageShare > 1) throw new Error(`--page-share is a share between 0 and 1; got ${pageShare}.`);
  const settings: LoadSettings = {
    seconds,
    viewers: number("viewers", values.viewers, 1),
    rps: number("rps", values.rps, 0, false),
    pageShare,
    churnPerS: number("churn", values.churn, 0),
    blockEveryS: number("block-seconds", values["block-seconds"], 2),
    rampConcurrency: number("concurrency", values.concurrency, 1),
    profileDir: values.profile,
  };
  const limit = openFileLimit();
  if (limit !== undefined && settings.viewers + SPARE_DESCRIPTORS > limit) {
    throw new Error(
      `${settings.viewers} viewers need about ${settings.viewers + SPARE_DESCRIPTORS} open files in this process (and as many in workerd); ` +
        `the limit is ${limit}. Raise it first (\`ulimit -n ${settings.viewers + 2 * SPARE_DESCRIPTORS}\`, which needs a hard limit that high) or ask for fewer --viewers.`,
    );
  }
  return settings;
}

/** This process's soft limit on open files (Linux), undefined where /proc does not say. */
export function openFileLimit(): number | undefined {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    if (!match || match[1] === "unlimited") return undefined;
    return Number(match[1]);
  } catch {
    return undefined;
  }
}
