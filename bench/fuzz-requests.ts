/**
 * The HTTP requests of the fuzz: a route of bench/fuzz-routes.ts with its parameters filled with
 * real ids of the devnet or bad ones, under network, language and /preview prefixes, then mutated:
 * overlong paths (10 KB), percent-encodings valid and invalid (`%zz`, encoded slashes, NUL, bytes
 * that are no UTF-8, raw high bytes), dot segments, every method, odd headers (the anti-forgery
 * pair matched or not, huge cookies, crawlers' user agents, the hub's and the devnet's internal
 * headers), bodies from none to a few MB (invalid JSON, JSON of the wrong shape, deep nesting).
 *
 * The devnet's clock is the one route whose valid bodies are never sent: a valid step moves the
 * chain the viewer is timed on. Its bodies are checked with the devnet's own reader
 * (clock-step-body.ts) and replaced when it would accept them.
 *
 * @example
 * const requests = new RequestFactory(ids, routes, session);
 * requests.next(random); // { method: "PATCH", path: "/testnet/api/tx/%zz", headers: {…}, body: <2 MB>, area: "api", … }
 */
import { parseClockStep } from "../durable-objects/devnet/api/clock-step-body.ts";
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from "../shared/rules/anti-forgery.ts";
import { SESSION_COOKIE_NAME } from "../shared/services/services-wire.ts";
import type { NetworkIds } from "./fuzz-devnet.ts";
import { deepNestingText, EDGE_NUMBERS, NUMBER_LIKE_STRINGS, type Random, wellFormed } from "./fuzz-random.ts";
import { AREA_WEIGHTS, type FuzzRoute, patternParams, type RouteArea } from "./fuzz-routes.ts";

export interface FuzzRequest {
  readonly method: string;
  /** The request target as sent: path and query, never normalised. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
  readonly area: RouteArea;
  /** The route's pattern and what was done to it, for the report. */
  readonly pattern: string;
  readonly mutations: readonly string[];
}

export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;
const NETWORK_PREFIXES = ["", "", "", "", "/testnet", "/testnet", "/signet", "/liquid", "/liquidtestnet", "/bisq", "/mainnet", "/Testnet"];
const LANGUAGES = ["de", "ar", "ja", "pt-BR", "zh", "xx", "en", "fa", "he"];
/** A well-formed token, as the explorer's pages issue one (43 base64url characters). */
const XSRF_TOKEN = "f".repeat(43);
const MB = 1_048_576;
const INTERVALS = ["2h", "24h", "3d", "1w", "1m", "3m", "6m", "1y", "2y", "3y", "all", "5y", "0", ""];
const MINING_GRAPHS = ["pools", "pools-dominance", "hashrate-difficulty", "block-fee-rates", "block-fees", "block-rewards", "block-sizes-weights", "block-health", "block-predictions"];
const QUERY_NAMES = [
  "page", "refresh", "txids", "txId[]", "currency", "timestamp", "after_txid", "max_txs", "start_index", "limit", "from", "to", "interval", "status", "timeframe",
  "pageLength", "lang", "autofit", "numBlocks", "wrap", "blockWidth", "padding", "stagger", "test", "testHeight", "stats", "width", "height", "blockHeight", "blockHash",
  "minedByPoolUniqueId", "__proto__", "constructor", "",
];
const CRAWLERS = ["facebookexternalhit/1.1", "Twitterbot/1.0", "Slackbot-LinkExpanding 1.0", "Discordbot/2.0", "TelegramBot (like TwitterBot)", "WhatsApp/2.23", "LinkedInBot/1.0", "Googlebot/2.1"];

export class RequestFactory {
  /** Reused slices of one big buffer: huge bodies cost no allocation each. */
  readonly #huge = Buffer.alloc(11 * MB, "a");
  readonly #byArea: ReadonlyMap<RouteArea, readonly FuzzRoute[]>;

  constructor(
    private readonly ids: NetworkIds,
    routes: readonly FuzzRoute[],
    /** The fuzz account's session cookie value (signed in at the start), for the services' signed-in routes. */
    private readonly session: string | undefined,
  ) {
    const byArea = new Map<RouteArea, FuzzRoute[]>();
    for (const route of routes) byArea.set(route.area, [...(byArea.get(route.area) ?? []), route]);
    this.#byArea = byArea;
  }

  next(random: Random): FuzzRequest {
    const r = random;
    const areas = [...this.#byArea.keys()];
    const area = r.weighted(areas.map((a) => [AREA_WEIGHTS[a], a] as const));
    const route = r.pick(this.#byArea.get(area)!);
    const mutations: string[] = [];
    const method = r.chance(0.75) ? route.method : r.pick(METHODS);
    if (method !== route.method) mutations.push(`method:${method}`);

    let path = this.#fill(route.pattern, r, mutations);
    if (route.networked) path = r.pick(NETWORK_PREFIXES) + path;
    if (route.localized && r.chance(0.15)) path = `/${r.pick(LANGUAGES)}${path === "/" ? "" : path}`;
    path = path === "" ? "/" : path;
    if (r.chance(0.25)) path += this.#query(r, mutations);
    if (r.chance(0.3)) path = mutatePath(path, r, mutations);

    const headers: Record<string, string> = {};
    const changes = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
    if (changes && r.chance(area === "services" ? 0.7 : 0.3)) {
      headers.cookie = `${XSRF_COOKIE_NAME}=${XSRF_TOKEN}`;
      headers[XSRF_HEADER_NAME] = r.chance(0.85) ? XSRF_TOKEN : r.junk(r.int(0, 50));
    }
    if (area === "services" && this.session !== undefined && r.chance(0.5)) {
      headers.cookie = `${headers.cookie ? `${headers.cookie}; ` : ""}${SESSION_COOKIE_NAME}=${r.chance(0.9) ? this.session : r.junk(30)}`;
    }
    if (r.chance(0.3)) oddHeaders(headers, r, mutations);

    let body: Buffer | undefined;
    if (changes || r.chance(0.03)) body = this.#body(route, r, mutations);
    if (body !== undefined && method !== route.method && r.chance(0.5)) body = undefined;
    return { method, path, headers, ...(body === undefined ? {} : { body }), area, pattern: `${route.method} ${route.pattern}`, mutations };
  }

  /** The pattern with each parameter filled (optional ones sometimes left out), valid or not. */
  #fill(pattern: string, r: Random, mutations: string[]): string {
    let path = pattern;
    for (const { name, optional } of patternParams(pattern)) {
      const token = `:${name}${optional ? "?" : ""}`;
      if (optional && r.chance(0.3)) {
        path = path.replace(`/${token}`, "");
        continue;
      }
      const good = r.chance(0.55);
      if (!good) mutations.push(`bad:${name}`);
      const value = good ? this.#validParam(name, r) : badParam(r);
      path = path.replace(token, encodeSegment(value, r));
    }
    return path;
  }

  #validParam(name: string, r: Random): string {
    const ids = this.ids;
    const height = (): string => String(r.pick(ids.heights));
    switch (name) {
      case "txid":
        return r.pick(ids.txids);
      case "hash":
        return r.pick(ids.blockHashes);
      case "id":
        return r.chance(0.5) ? r.pick(ids.blockHashes) : height();
      case "height":
      case "testHeight":
        return height();
      case "blocks":
        return String(r.pick([1, 144, 2016, 0]));
      case "index":
        return String(r.int(0, 7));
      case "key":
      case "address":
        return r.pick(ids.addresses);
      case "prefix":
        return r.pick(ids.addresses).slice(0, r.int(1, 12));
      case "slug":
        return r.pick(ids.poolSlugs);
      case "interval":
        return r.pick(INTERVALS);
      case "start":
        return String(r.pick([0, 25, 50, 1]));
      case "vout":
        return String(r.int(0, 3));
      case "after":
        return r.chance(0.5) ? r.pick(ids.txids) : height();
      case "ts":
        return String(ids.time - r.int(0, 86_400));
      case "mode":
        return r.pick(["mempool", "mined"]);
      case "graph":
        return r.pick(MINING_GRAPHS);
      case "tab":
        return r.pick(["rest", "websocket", "faq", "electrs"]);
      default:
        return r.chance(0.5) ? r.pick(ids.txids) : r.junk(r.int(1, 12));
    }
  }

  #query(r: Random, mutations: string[]): string {
    mutations.push("query");
    const pairs = Array.from({ length: r.int(1, 6) }, () => {
      const name = r.pick(QUERY_NAMES);
      const value = r.weighted<() => string>([
        [3, () => String(r.pick(EDGE_NUMBERS))],
        [2, () => r.pick(this.ids.txids)],
        [2, () => r.pick(INTERVALS)],
        [2, () => r.pick(NUMBER_LIKE_STRINGS)],
        [1, () => r.pick(this.ids.txids) + "," + r.hex(64)],
        [1, () => r.wrongString()],
      ])();
      return `${encodeURIComponent(name)}=${encodeURIComponent(wellFormed(value))}`;
    });
    return `?${pairs.join("&")}`;
  }

  /** A body for `route`: valid for it, or broken, wrong, deep or huge. */
  #body(route: FuzzRoute, r: Random, mutations: string[]): Buffer {
    const kind = r.weighted<string>([[5, "valid"], [2, "invalid-json"], [3, "wrong-shape"], [1, "deep"], [1, "huge"], [1, "form"], [1, "binary"], [1, "empty"], [0.05, "over-limit"]]);
    mutations.push(`body:${kind}`);
    switch (kind) {
      case "valid":
        return Buffer.from(this.#validBody(route, r));
      case "invalid-json": {
        const text = this.#validBody(route, r);
        return Buffer.from(r.chance(0.5) ? text.slice(0, r.int(0, Math.max(0, text.length - 1))) : `${text},}{`);
      }
      case "wrong-shape":
        return Buffer.from(JSON.stringify(r.wrongValue()));
      case "deep":
        return Buffer.from(deepNestingText(r.int(1_000, 200_000), r.chance(0.5) ? "array" : "object"));
      case "huge":
        return this.#huge.subarray(0, r.int(1 * MB, 4 * MB));
      case "form":
        return Buffer.from(`username=${encodeURIComponent(wellFormed(r.wrongString()))}&password=x&txInput=${r.hex(64)}`);
      case "binary":
        return Buffer.from(Array.from({ length: r.int(1, 4_096) }, () => r.int(0, 255)));
      case "empty":
        return Buffer.alloc(0);
      default:
        // Past the 10 MB every body is read to (request-body.ts).
        return this.#huge.subarray(0, 10 * MB + r.int(1, 100_000));
    }
  }

  #validBody(route: FuzzRoute, r: Random): string {
    const ids = this.ids;
    const path = route.pattern;
    const txid = (): string => r.pick(ids.txids);
    if (path.endsWith("/api/tx")) return r.chance(0.5) ? ids.txHex : r.hex(r.int(2, 600));
    if (path.endsWith("/prevouts")) return JSON.stringify(Array.from({ length: r.int(0, 120) }, () => ({ txid: txid(), vout: r.chance(0.8) ? r.int(0, 3) : r.pick(EDGE_NUMBERS) })));
    if (path.endsWith("/api/v1/cpfp")) {
      return JSON.stringify([{ txid: txid(), weight: r.pick([400, 561, 4_000_001, 1]), sigops: r.int(0, 80), fee: r.pick([0, 1_000, 2 ** 53 - 1]), vin: [{ txid: txid(), vout: 0 }], vout: [{ value: 1 }] }]);
    }
    if (path.includes("/addresses/") || path.includes("/scripthashes/")) {
      return JSON.stringify(Array.from({ length: r.int(0, 310) }, () => (path.includes("/addresses/") ? r.pick(ids.addresses) : r.hex(64))));
    }
    if (path === "/api/v1/devnet/clock") return this.#refusedClockBody(r);
    if (path.endsWith("/devnet/faucet")) return JSON.stringify({ address: r.pick(ids.addresses), amount: r.pick(EDGE_NUMBERS) });
    if (path.includes("/devnet/pools/")) return JSON.stringify({ txid: txid(), feeDelta: r.pick(EDGE_NUMBERS), requestedAt: ids.time });
    if (path.endsWith("/auth/signup") || path.endsWith("/auth/login")) {
      return JSON.stringify({ username: r.chance(0.6) ? `fuzz${r.int(0, 99_999)}` : r.wrongString(), password: r.chance(0.7) ? "correct horse battery staple" : r.wrongString(), ...(r.chance(0.2) ? { email: r.wrongString() } : {}) });
    }
    if (path.endsWith("/accelerator/estimate")) return JSON.stringify({ txInput: r.chance(0.7) ? r.pick([...ids.mempoolTxids, txid()]) : r.wrongString() });
    if (path.endsWith("/accelerator/accelerate")) return JSON.stringify({ txInput: r.pick([...ids.mempoolTxids, txid()]), userBid: r.pick(EDGE_NUMBERS) });
    return JSON.stringify(r.wrongValue());
  }

  /** A clock body the devnet must refuse: valid steps are drawn again (see the module comment). */
  #refusedClockBody(r: Random): string {
    for (;;) {
      const body = r.weighted<() => string>([
        [3, () => JSON.stringify({ [r.pick(["blocks", "seconds", "block", "Seconds"])]: r.pick<unknown>([...EDGE_NUMBERS, ...NUMBER_LIKE_STRINGS, null, [], {}]) })],
        [1, () => JSON.stringify({ blocks: 1, seconds: 1 })],
        [1, () => JSON.stringify(r.wrongValue())],
        [1, () => r.junk(r.int(0, 30))],
      ])();
      try {
        parseClockStep(body);
      } catch {
        return body;
      }
    }
  }
}

/** A parameter no route accepts, or one at the edge of what it does. */
function badParam(r: Random): string {
  return r.weighted<() => string>([
    [3, () => r.wrongString()],
    [2, () => r.hex(r.pick([63, 65, 128, 1, 0]))],
    [1, () => r.hex(64).toUpperCase().replace(/A/g, "G")],
    [2, () => String(r.pick(EDGE_NUMBERS))],
    [2, () => r.pick(NUMBER_LIKE_STRINGS)],
    [1, () => "0".repeat(64)],
    [1, () => "bc1q" + r.junk(r.int(0, 80))],
    [1, () => r.unicode(r.int(1, 10))],
  ])();
}

/** Percent-encodes a parameter; sometimes leaves characters raw that a path cannot carry as they are. */
function encodeSegment(value: string, r: Random): string {
  const encoded = encodeURIComponent(wellFormed(value));
  return r.chance(0.1) ? encoded.replace(/%2F/g, "/").replace(/%25/g, "%") : encoded;
}

/** One or two of the path's troubles (see the module comment); the result is still a legal request target for node. */
function mutatePath(path: string, r: Random, mutations: string[]): string {
  const [pathname, query = ""] = splitQuery(path);
  const kind = r.pick(["overlong", "encode", "invalid-percent", "encoded-slash", "nul", "double-slash", "trailing-slash", "dot-segments", "upper-case", "matrix", "high-bytes", "overlong-query", "repeat-prefix", "bad-utf8-percent"]);
  mutations.push(`path:${kind}`);
  const insert = (text: string): string => {
    const slashes = [...pathname.matchAll(/\//g)].map((m) => m.index!);
    const at = r.pick(slashes.length > 0 ? slashes : [0]);
    return `${pathname.slice(0, at + 1)}${text}${pathname.slice(at + 1)}`;
  };
  let out: string;
  switch (kind) {
    case "overlong":
      out = r.chance(0.5) ? `${pathname}/${"a".repeat(10_240)}` : insert(`${"x".repeat(10_240)}/`);
      break;
    case "encode":
      out = pathname.replace(/[a-z0-9]/g, (c) => (r.chance(0.3) ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c));
      break;
    case "invalid-percent":
      out = insert(r.pick(["%zz", "%", "%g0", "%%", "%2", "%%32%30", "%u0041"]));
      break;
    case "encoded-slash":
      out = pathname.replace(/\//g, (s, i: number) => (i > 0 && r.chance(0.5) ? r.pick(["%2F", "%2f", "%5C", "%2e%2e%2f"]) : s));
      break;
    case "nul":
      out = insert(r.pick(["%00", "a%00b", "%00/", "%0a%0d"]));
      break;
    case "double-slash":
      out = pathname.replace(/\//g, (s) => (r.chance(0.5) ? "//" : s));
      break;
    case "trailing-slash":
      out = `${pathname}${r.pick(["/", "//", "/.", "/?"])}`;
      break;
    case "dot-segments":
      out = insert(r.pick(["../", "./", "..%2f", "%2e%2e/", "../../../../etc/passwd/", ".../"]));
      break;
    case "upper-case":
      out = pathname.toUpperCase();
      break;
    case "matrix":
      out = `${pathname};jsessionid=${r.junk(8).replace(/[^A-Za-z0-9]/g, "")}`;
      break;
    case "high-bytes":
      // Raw bytes 0x80–0xFF in the request line (node writes the target as latin1): no UTF-8.
      out = insert(String.fromCharCode(...Array.from({ length: r.int(1, 6) }, () => r.int(0x80, 0xff))));
      break;
    case "overlong-query":
      return `${pathname}?${query}${query ? "&" : ""}q=${"z".repeat(10_240)}`;
    case "repeat-prefix":
      out = `/testnet${pathname}`;
      break;
    default:
      out = insert(r.pick(["%C0%AF", "%ED%A0%80", "%FF%FE", "%E9", "%F0%9F%98"]));
  }
  return query ? `${out}?${query}` : out;
}

function splitQuery(path: string): [string, string?] {
  const at = path.indexOf("?");
  return at < 0 ? [path] : [path.slice(0, at), path.slice(at + 1)];
}

/** Adds one to four odd headers. */
function oddHeaders(headers: Record<string, string>, r: Random, mutations: string[]): void {
  for (let i = r.int(1, 4); i > 0; i--) {
    const [name, value] = r.weighted<() => [string, string]>([
      [2, () => ["content-type", r.pick(["application/json", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "", "application/json; charset=utf-16", r.junk(20)])]],
      [1, () => ["accept", r.pick(["*/*", "text/html", "application/json;q=0", "image/png", r.junk(30)])]],
      [1, () => ["accept-encoding", r.pick(["gzip, br, zstd", "identity;q=0", "*;q=0", r.junk(20)])]],
      [1, () => ["accept-language", r.pick(["xx", "de-DE,de;q=0.9", "*", "ar", "zh-Hant-TW", r.junk(200)])]],
      [1, () => ["cookie", r.pick([`lang=${r.junk(5)}`, `${XSRF_COOKIE_NAME}=${r.junk(10)}`, `${SESSION_COOKIE_NAME}=${r.junk(40)}`, `big=${"c".repeat(8_000)}`, ";;;=;"])]],
      [1, () => ["range", r.pick(["bytes=0-10", "bytes=-1", "bytes=5-1", "bytes=junk", "bytes=0-0,1-1,2-2"])]],
      [1, () => ["if-none-match", r.pick(["*", `"${r.hex(16)}"`, "W/\"x\"", r.junk(20)])]],
      [1, () => ["if-modified-since", r.pick(["Thu, 01 Jan 1970 00:00:00 GMT", "yesterday", "Sat, 01 Jan 2050 00:00:00 GMT"])]],
      [1, () => ["upgrade", "websocket"]],
      [1, () => ["origin", r.pick(["https://evil.example", "null", "http://127.0.0.1"])]],
      [1, () => ["cf-connecting-ip", r.pick(["203.0.113.7", "2001:db8::1", "not an address", "999.999.999.999", ""])]],
      [1, () => ["x-forwarded-for", `${r.junk(10)}, 10.0.0.1`]],
      [2, () => ["user-agent", r.pick([...CRAWLERS, "", r.junk(2_000)])]],
      [1, () => ["host", r.pick(["evil.example", "localhost:1", "[::1]", "a".repeat(300)])]],
      [1, () => [r.pick(["x-blocktide-hub-network", "x-blocktide-hub-shard", "x-blocktide-hub-peer", "x-blocktide-devnet-network"]), r.pick(["testnet", "signet", "liquid", "3", "1", "-1", r.junk(10)])]],
      [1, () => [`x-fuzz-${r.int(0, 999)}`, "v".repeat(r.int(0, 16_000))]],
    ])();
    headers[name] = value;
    mutations.push(`header:${name}`);
  }
  if (r.chance(0.05)) {
    for (let i = 0; i < 100; i++) headers[`x-many-${i}`] = r.junk(20).replace(/[^A-Za-z0-9]/g, "");
    mutations.push("header:many");
  }
}
