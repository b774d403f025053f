/**
 * A D1 binding that fails the way D1 does, at a chosen call, for fault tests of the real worker in
 * workerd: each call that reaches D1 (a prepared statement's `first`, `all`, `run` or `raw`, a
 * `batch`, an `exec`) is counted, and from the chosen one on D1 throws what its binding throws when
 * it cannot answer, `Error("D1_ERROR: Network connection lost.")` with that reason as its cause.
 * `prepare` and `bind` never fail: they do not reach D1. A batch is one call, as it is one
 * transaction: D1 cannot fail half of one.
 *
 * Modes: `outage`, D1 is down from that call on and it never runs; `blip`, only that call fails;
 * `lost-answer`, that call runs and commits but its answer is lost, and D1 is down from then on.
 *
 * @example
 * const faulty = new FaultyD1(env.DB, { at: 3, mode: "outage" });
 * const response = await createApp().fetch(request, { ...env, DB: faulty.db }, ctx);
 * faulty.fired; // whether the request reached its 3rd call
 * new FaultyD1(env.DB, { at: 1, mode: "outage", matching: /^UPDATE accelerations/ }); // down from the first such update
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app.ts";
import type { Env } from "../../worker/env.ts";

export type D1FaultMode = "outage" | "blip" | "lost-answer";
export const D1_FAULT_MODES: readonly D1FaultMode[] = ["outage", "blip", "lost-answer"];

export interface D1Fault {
  /** The 1-based call at which D1 fails, counting only the calls `matching` selects. */
  readonly at: number;
  readonly mode: D1FaultMode;
  /** Which calls count, by their SQL (a batch's statements joined by " ; "); all when absent. */
  readonly matching?: RegExp;
}

/** The reason D1's binding gives when its connection drops (D1's documented error list). */
export const D1_OUTAGE_REASON = "Network connection lost.";

/** The error D1's binding throws: its reason prefixed with D1_ERROR, the bare reason as its cause. */
export const d1OutageError = (): Error => new Error(`D1_ERROR: ${D1_OUTAGE_REASON}`, { cause: new Error(D1_OUTAGE_REASON) });

const EXECUTING = new Set<PropertyKey>(["first", "all", "run", "raw"]);

export class FaultyD1 {
  readonly db: D1Database;
  /** Calls that reached this binding so far. */
  calls = 0;
  /** Of them, the calls the fault counts. */
  private counted = 0;
  /** The SQL of the call that failed, once one did. */
  failedSql: string | undefined;
  /** The SQL of each call, in order (a batch's statements joined by " ; "). */
  readonly trace: string[] = [];
  private readonly unwrapped = new WeakMap<object, D1PreparedStatement>();
  private readonly sqlOf = new WeakMap<object, string>();

  constructor(private readonly real: D1Database, private readonly fault: D1Fault | null) {
    this.db = this.wrapDatabase();
  }

  /** Whether the fault's call was reached. */
  get fired(): boolean {
    return this.failedSql !== undefined;
  }

  private async call<T>(sqlText: string, run: () => Promise<T>): Promise<T> {
    this.calls++;
    this.trace.push(sqlText);
    const fault = this.fault;
    if (fault === null) return run();
    if (this.fired) {
      if (fault.mode === "blip") return run();
      throw d1OutageError();
    }
    if (fault.matching !== undefined && !fault.matching.test(sqlText)) return run();
    if (++this.counted < fault.at) return run();
    this.failedSql = sqlText;
    if (fault.mode === "lost-answer") await run();
    throw d1OutageError();
  }

  private wrapDatabase(): D1Database {
    const faulty = this;
    return new Proxy(this.real, {
      get(target, property) {
        if (property === "prepare") return (query: string) => faulty.wrapStatement(target.prepare(query), query);
        if (property === "batch") {
          return (statements: D1PreparedStatement[]) => {
            const reals = statements.map((s) => faulty.unwrapped.get(s) ?? s);
            return faulty.call(statements.map((s) => faulty.sqlOf.get(s) ?? "?").join(" ; "), () => target.batch(reals));
          };
        }
        if (property === "exec") return (query: string) => faulty.call(query, () => target.exec(query));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  private wrapStatement(statement: D1PreparedStatement, query: string): D1PreparedStatement {
    const faulty = this;
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => faulty.wrapStatement(target.bind(...values), query);
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        const method = value as (...args: unknown[]) => Promise<unknown>;
        return EXECUTING.has(property) ? (...args: unknown[]) => faulty.call(query, () => method.apply(target, args)) : method.bind(target);
      },
    });
    this.unwrapped.set(wrapped, statement);
    this.sqlOf.set(wrapped, query);
    return wrapped;
  }
}

const app = createApp();

/** The worker's answer to `request` with `db` as its D1 binding, once the request's own waitUntil work is done. */
export async function fetchWithDb(request: Request, db: D1Database): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...(env as unknown as Env), DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Runs `attempt` with D1 failing at its 1st call, then at its 2nd, and so on, until an attempt ends
 * before reaching the fault's call: every call the attempt makes has then failed once. Returns the
 * SQL of each failed call, in order.
 */
export async function sweepD1Faults(mode: D1FaultMode, attempt: (faulty: FaultyD1) => Promise<void>, maxCalls = 60): Promise<string[]> {
  const failed: string[] = [];
  for (let at = 1; at <= maxCalls; at++) {
    const faulty = new FaultyD1(env.DB, { at, mode });
    await attempt(faulty);
    if (!faulty.fired) return failed;
    failed.push(faulty.failedSql ?? "?");
  }
  throw new Error(`sweepD1Faults: still reaching D1 after ${maxCalls} calls`);
}
