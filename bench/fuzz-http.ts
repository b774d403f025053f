/**
 * Sends the fuzz's HTTP requests (bench/fuzz-requests.ts) to the worker with node's own client,
 * which writes the request target as given (fetch would normalise dot segments and encodings),
 * `concurrency` at a time over kept-alive connections, and counts what came back: statuses by code
 * and by area, every 5xx with its input (the first few kept whole enough to replay), answers that
 * never came (a hang is a finding too) and connections the worker dropped.
 *
 * Request i is drawn from the i-th fork of the run's generator, so `--seed` replays it.
 *
 * @example
 * const fuzzer = new HttpFuzzer(origin, factory, random, { requests: 20_000, concurrency: 16 });
 * await fuzzer.run(() => false);
 * fuzzer.stats.status; // { "200": 4210, "400": 9120, "404": 5300, … }
 */
import { Agent, request as httpRequest } from "node:http";
import type { Random } from "./fuzz-random.ts";
import type { FuzzRequest, RequestFactory } from "./fuzz-requests.ts";
import { count } from "./fuzz-sockets.ts";

export interface HttpFuzzOptions {
  readonly requests: number;
  readonly concurrency: number;
}

/** A 5xx, a hang or a dropped connection, with the request that caused it. */
export interface HttpFinding {
  readonly what: string;
  readonly status?: number;
  /** The client's error, with the request the same connection carried before (a dropped connection). */
  readonly detail?: string;
  readonly method: string;
  /** The request target, its first 400 characters (and its length when longer). */
  readonly path: string;
  readonly pathLength: number;
  readonly pattern: string;
  readonly mutations: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  readonly requestBody?: string;
  readonly requestBodyBytes?: number;
  /** The answer's first 600 characters. */
  readonly responseBody?: string;
  readonly index: number;
}

export interface HttpStats {
  sent: number;
  answered: number;
  /** Requests sent again after a reused connection was found closed (see ReusedSocketReset). */
  resentAfterReset: number;
  /** What the first few of those connections carried before they were found closed. */
  readonly resetAfter: string[];
  bytesSent: number;
  bytesReceived: number;
  readonly status: Record<string, number>;
  readonly statusByArea: Record<string, Record<string, number>>;
  readonly methods: Record<string, number>;
  /** 5xx answers, by status, excluding those `expected5xx` explains. */
  readonly serverErrors: Record<string, number>;
  /** 5xx answers the README documents, by reason (a network the devnet does not simulate answers 503). */
  readonly expected5xx: Record<string, number>;
  /** Requests node refused to send (its own checks of headers and paths), by code: a gap in the generator, not the worker. */
  readonly unsendable: Record<string, number>;
  /** Requests that got no answer, by reason (timeout, reset, …). */
  readonly failures: Record<string, number>;
  readonly findings: HttpFinding[];
  readonly latencies: number[];
}

/** An answer that has not ended by then counts as a hang. */
const REQUEST_TIMEOUT_MS = 30_000;
const KEPT_FINDINGS = 30;
const KEPT_RESETS = 6;
/** node reads at most 16 kB of an answer's headers; a redirect may echo a 10 kB path in its Location. */
const MAX_ANSWER_HEADER_BYTES = 1_048_576;
const KEPT_BODY_CHARS = 300;
const KEPT_BYTES = 64 * 1024;
const KEPT_5XX_BYTES = 4 * 1_048_576;
/**
 * 5xx answers the README documents ("The devnet"): the devnet simulates Bitcoin only, so another
 * chain's API (and its pages' data) is 503 (worker/routes/devnet-api.ts); and it has no donations,
 * contributors or translators list to relay (501). The text, or else the path, tells them apart: a
 * HEAD's answer has no body, and a page of those networks says so in its own language.
 */
const EXPECTED_5XX: readonly { readonly status: number; readonly body: RegExp; readonly path: RegExp; readonly why: string }[] = [
  { status: 503, body: /simulates Bitcoin networks only/, path: /^\/(?:[a-z]{2}(?:-[A-Za-z]+)?\/)?(?:preview\/)?(?:liquid|liquidtestnet|bisq)(?:\/|$)/, why: "503: a network the devnet does not simulate" },
  { status: 501, body: /The devnet has no \w+ list/, path: /\/api\/v1\/(?:donations|contributors|translators)/, why: "501: a list the devnet has no data for" },
];

/** Sockets given a listener for late errors (see #send). */
const guarded = new WeakSet<object>();
/** The last request each connection carried. */
const lastRequestOn = new WeakMap<object, string>();

/** ECONNRESET on a connection reused from the pool (node's docs: "Retrying requests on reused sockets"). */
class ReusedSocketReset extends Error {
  readonly code = "ECONNRESET (reused connection)";
}

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly bytes: number;
}

export class HttpFuzzer {
  readonly stats: HttpStats = {
    sent: 0,
    answered: 0,
    resentAfterReset: 0,
    resetAfter: [],
    bytesSent: 0,
    bytesReceived: 0,
    status: {},
    statusByArea: {},
    methods: {},
    serverErrors: {},
    expected5xx: {},
    failures: {},
    unsendable: {},
    findings: [],
    latencies: [],
  };
  readonly #agent: Agent;
  readonly #url: URL;
  #next = 0;
  /** Called with each kept finding as it comes. */
  onFinding: ((finding: HttpFinding) => void) | undefined;

  constructor(
    origin: string,
    private readonly factory: RequestFactory,
    private readonly random: Random,
    private readonly options: HttpFuzzOptions,
  ) {
    this.#url = new URL(origin);
    this.#agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  }

  async run(stop: () => boolean): Promise<void> {
    const worker = async (): Promise<void> => {
      while (this.#next < this.options.requests && !stop()) {
        const index = this.#next++;
        await this.#one(index, this.factory.next(this.random.fork()));
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    this.#agent.destroy();
  }

  async #one(index: number, request: FuzzRequest): Promise<void> {
    const stats = this.stats;
    stats.sent++;
    stats.bytesSent += request.body?.length ?? 0;
    count(stats.methods, request.method);
    const started = performance.now();
    let answer: Answer;
    try {
      try {
        answer = await this.#send(request);
      } catch (error) {
        // A kept-alive connection the worker had already closed: node's documented race, not the
        // request's doing (the request never reached the worker). Sent once more on a fresh one.
        if (!(error instanceof ReusedSocketReset)) throw error;
        stats.resentAfterReset++;
        answer = await this.#send(request);
      }
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      // node's own checks of what it is asked to send (a header value, a path): never sent, no finding.
      if (reason.startsWith("ERR_")) {
        count(stats.unsendable, reason);
        return;
      }
      count(stats.failures, reason);
      this.#finding(index, request, `no answer: ${reason}`, undefined, error instanceof Error ? error.message : undefined);
      return;
    }
    stats.latencies.push(performance.now() - started);
    stats.answered++;
    stats.bytesReceived += answer.bytes;
    const status = String(answer.status);
    count(stats.status, status);
    stats.statusByArea[request.area] ??= {};
    count(stats.statusByArea[request.area]!, status);
    if (answer.status < 500) return;
    const expected = EXPECTED_5XX.find((e) => e.status === answer.status && (e.body.test(answer.body) || e.path.test(request.path)));
    if (expected !== undefined) {
      count(stats.expected5xx, expected.why);
      return;
    }
    count(stats.serverErrors, status);
    this.#finding(index, request, "5xx", answer);
  }

  #send(request: FuzzRequest): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let previous: string | undefined;
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers["content-length"] = request.body.length;
      const outgoing = httpRequest({ host: this.#url.hostname, port: this.#url.port, method: request.method, path: request.path, headers, agent: this.#agent, timeout: REQUEST_TIMEOUT_MS, maxHeaderSize: MAX_ANSWER_HEADER_BYTES }, (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        // A 5xx is kept whole enough to tell a documented refusal (deep in a page's HTML) from a fault.
        const kept = (response.statusCode ?? 0) >= 500 ? KEPT_5XX_BYTES : KEPT_BYTES;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= kept) chunks.push(chunk);
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), bytes }));
        response.on("error", reject);
      });
      // A connection the worker closes while a body is still being written fails the write after the
      // answer came, on a socket no request listens to any more: that must not end the fuzz.
      outgoing.on("socket", (socket) => {
        if (!guarded.has(socket)) {
          guarded.add(socket);
          socket.on("error", () => {});
        }
        previous = lastRequestOn.get(socket);
        lastRequestOn.set(socket, `${request.method} ${request.path.slice(0, 200)}${request.body ? ` (body ${request.body.length} bytes)` : ""} [${request.mutations.join(", ")}]`);
      });
      // An `Upgrade` header the worker took up: a 101 with no socket to speak on.
      outgoing.on("upgrade", (response, socket) => {
        socket.on("error", () => {});
        socket.destroy();
        resolve({ status: response.statusCode ?? 101, body: "", bytes: 0 });
      });
      outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        // node does not always flag the reuse (after an answer to a request with an Upgrade header): the connection's history does.
        if ((outgoing.reusedSocket || previous !== undefined) && error.code === "ECONNRESET") {
          if (previous !== undefined && this.stats.resetAfter.length < KEPT_RESETS) this.stats.resetAfter.push(previous);
          return reject(new ReusedSocketReset());
        }
        // What the connection carried before, when the worker dropped it under this request.
        if (previous !== undefined) error.message = `${error.message}; the connection's previous request: ${previous}`;
        reject(error);
      });
      if (request.body !== undefined) outgoing.end(request.body);
      else outgoing.end();
    });
  }

  #finding(index: number, request: FuzzRequest, what: string, answer?: Answer, detail?: string): void {
    if (this.stats.findings.length >= KEPT_FINDINGS) return;
    const body = request.body;
    const finding: HttpFinding = {
      what,
      ...(answer ? { status: answer.status, responseBody: answer.body.slice(0, KEPT_BODY_CHARS) } : {}),
      ...(detail ? { detail: detail.slice(0, 600) } : {}),
      method: request.method,
      path: request.path.slice(0, 400),
      pathLength: request.path.length,
      pattern: request.pattern,
      mutations: request.mutations,
      headers: keptHeaders(request.headers),
      ...(body ? { requestBody: body.subarray(0, 160).toString("utf8"), requestBodyBytes: body.length } : {}),
      index,
    };
    this.stats.findings.push(finding);
    this.onFinding?.(finding);
  }
}

/** A finding's headers, long values cut and the hundred filler headers of "header:many" named once. */
function keptHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  let fillers = 0;
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith("x-many-")) fillers++;
    else kept[name] = value.length > 200 ? `${value.slice(0, 200)}… (${value.length} chars)` : value;
  }
  if (fillers > 0) kept["x-many-*"] = `${fillers} headers of up to 20 random letters and digits`;
  return kept;
}
