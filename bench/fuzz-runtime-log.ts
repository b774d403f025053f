/**
 * What workerd says while the fuzz runs. bench/fanout-hub.ts copies the runtime's output and its
 * structured logs to this process's stderr; the fuzz takes that stream over, writes every line to a
 * log file, and sorts the lines that matter:
 * - crashes: an object reset or broken, a limit exceeded, an uncaught exception, a fatal runtime
 *   error, a hung request (the objects' state is lost, or a visitor got nothing);
 * - errors: anything logged at error level that is no crash (the worker's and the objects' own
 *   `console.error` of a fault they survived, e.g. "Hub.webSocketMessage failed; closing that socket.").
 * Lines that only say a peer went away are counted apart and never shown.
 *
 * @example
 * const runtimeLog = RuntimeLog.install("/tmp/fuzz-workerd.log");
 * runtimeLog.progress("frames 5000"); // to the terminal, not the log
 * runtimeLog.summary();               // { lines: 812, crashes: {}, errors: { "[workerd error] …": 2 }, … }
 */
import { appendFileSync, writeFileSync } from "node:fs";

/** An object or isolate lost its state, or a request got nothing. */
const CRASH = [
  /Durable Object (?:reset|is overloaded)/i,
  /\bexceeded\b/i,
  /uncaught/i,
  /\bfatal\b/i,
  /internal error/i,
  /gate ?broken|outputGateBroken|inputGateBroken/i,
  /had hung/i,
  /never generate a response/i,
  /Network connection lost/i,
  /Segmentation fault|SIGSEGV|SIGABRT|core dumped/i,
  /object was (?:reset|evicted)/i,
];
/** A structured log line as Miniflare prints it: `[workerd error] …`. */
const LEVELLED = /^\[workerd (\w+)\]/;
/** An unstructured line of the runtime that reports a fault. */
const ERROR = [/^\s*(?:\w*Error|Exception)\b/, /\bfailed\b/i, /\berror\b/i];
/** A client went away: expected by the thousand when sockets are closed on purpose. */
const PEER_GONE = /peer disconnected|disconnected: WebSocket|Broken pipe|Connection reset by peer|ECONNRESET|worker_do_not_log/i;

const STRUCTURED_RAW = /^\{"timestamp":"?\d+"?,"level":/;

const KEPT_LINES = 12;

export interface RuntimeLogSummary {
  readonly file: string;
  readonly lines: number;
  readonly levels: Readonly<Record<string, number>>;
  readonly peerGone: number;
  readonly crashCount: number;
  readonly errorCount: number;
  /** Distinct crash lines (numbers and ids blanked) with their counts, the first few. */
  readonly crashes: Readonly<Record<string, number>>;
  readonly errors: Readonly<Record<string, number>>;
}

export class RuntimeLog {
  readonly #write: typeof process.stderr.write;
  #partial = "";
  #lines = 0;
  #peerGone = 0;
  #crashCount = 0;
  #errorCount = 0;
  readonly #crashes = new Map<string, number>();
  readonly #errors = new Map<string, number>();
  /** Structured lines by level (warn: a page shown without some of its data, e.g. on a network the devnet does not simulate). */
  readonly #levels = new Map<string, number>();
  /** Called with each crash line as it comes. */
  onCrash: ((line: string) => void) | undefined;

  private constructor(readonly file: string) {
    this.#write = process.stderr.write.bind(process.stderr);
  }

  static install(file: string): RuntimeLog {
    writeFileSync(file, "");
    const log = new RuntimeLog(file);
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      log.#take(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
      const callback = rest.find((arg): arg is () => void => typeof arg === "function");
      callback?.();
      return true;
    }) as typeof process.stderr.write;
    return log;
  }

  /** A line of the fuzz's own progress, to the terminal. */
  progress(text: string): void {
    this.#write(`fuzz: ${text}\n`);
  }

  uninstall(): void {
    if (this.#partial !== "") this.#line(this.#partial);
    this.#partial = "";
    process.stderr.write = this.#write;
  }

  summary(): RuntimeLogSummary {
    const top = (counts: Map<string, number>) => Object.fromEntries([...counts].slice(0, KEPT_LINES));
    return {
      file: this.file,
      lines: this.#lines,
      levels: Object.fromEntries(this.#levels),
      peerGone: this.#peerGone,
      crashCount: this.#crashCount,
      errorCount: this.#errorCount,
      crashes: top(this.#crashes),
      errors: top(this.#errors),
    };
  }

  #take(text: string): void {
    appendFileSync(this.file, text);
    const lines = (this.#partial + text).split("\n");
    this.#partial = lines.pop() ?? "";
    for (const line of lines) this.#line(line);
  }

  #line(raw: string): void {
    // Colours off, and what differs from one occurrence to the next blanked, so repeats count as one.
    const line = raw.replace(/\u001b\[[0-9;]*m/g, "").trim();
    if (line === "") return;
    this.#lines++;
    // workerd's structured logs come twice: raw (JSON) on its stderr, and as "[workerd level] …" from Miniflare: the second counts.
    if (STRUCTURED_RAW.test(line)) return;
    if (PEER_GONE.test(line)) {
      this.#peerGone++;
      return;
    }
    const key = line.replace(/reference = \w+/g, "reference = …").replace(/[0-9a-f]{16,}/gi, "…").replace(/\d+/g, "N").slice(0, 300);
    const level = LEVELLED.exec(line)?.[1];
    if (level !== undefined) this.#levels.set(level, (this.#levels.get(level) ?? 0) + 1);
    if (CRASH.some((pattern) => pattern.test(line))) {
      this.#crashCount++;
      this.#crashes.set(key, (this.#crashes.get(key) ?? 0) + 1);
      this.onCrash?.(line);
    } else if (level === undefined ? ERROR.some((pattern) => pattern.test(line)) : level === "error") {
      this.#errorCount++;
      this.#errors.set(key, (this.#errors.get(key) ?? 0) + 1);
    }
  }
}
