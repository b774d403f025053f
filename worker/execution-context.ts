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
