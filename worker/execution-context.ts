import type { Context, ExecutionContext } from "hono";

/**
 * The request's execution context, or undefined where the app runs without one (a test calling
 * `app.fetch(request, env)`); Hono throws on the first read of a missing one.
 */
export function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * The request's `waitUntil`; without an execution context (a direct `app.fetch` in a test) the work
 * just runs, and logs its own failures.
 */
export function waitUntilOf(c: Context): (work: Promise<unknown>) => void {
  const context = executionContextOf(c);
  return (work) => (context === undefined ? void work : context.waitUntil(work));
}
