import { useCallback, useEffect, useRef, useState } from "react";
import { type ServicesFailure, servicesFailure } from "./services-fetch.ts";

/** What a page shows of one services call. */
export type ServicesLoad<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly data: T }
  | { readonly status: "error"; readonly failure: ServicesFailure };

export interface ServicesLoadResult<T> {
  /** The latest outcome; a reload keeps the last one on screen until its answer comes. */
  readonly load: ServicesLoad<T>;
  /** A reload is under way. */
  readonly refreshing: boolean;
  /** Asks again (the same key). */
  readonly reload: () => void;
}

/**
 * Loads what the services answer for `key` in the browser (these calls ride on the visitor's
 * session cookie, so the worker cannot load them for the document): again whenever the key changes,
 * and on reload() or a change of `refreshOn` (e.g. the chain tip), when the data shown stays until
 * the new answer replaces it. A null key loads nothing (a page waiting for the session).
 *
 * @example
 * const { load, reload } = useServicesLoad(`ledger:${page}`, () => servicesGetPage(`accelerator/ledger?page=${page}`, readLedgerLine));
 * const recent = useServicesLoad("recent", loadRecent, live.tip); // asked again at every block
 */
export function useServicesLoad<T>(key: string | null, request: () => Promise<T>, refreshOn?: unknown): ServicesLoadResult<T> {
  const [state, setState] = useState<{ key: string | null; load: ServicesLoad<T>; asked: number; answered: number }>({
    key,
    load: { status: "loading" },
    asked: 0,
    answered: -1,
  });
  // The request closure changes every render; the key names what it asks.
  const latest = useRef(request);
  latest.current = request;
  const current = state.key === key ? state : { key, load: { status: "loading" } as const, asked: 0, answered: -1 };
  if (current !== state) setState(current);

  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    const asked = current.asked;
    latest.current().then(
      (data) => !cancelled && setState((previous) => (previous.key === key ? { ...previous, load: { status: "ready", data }, answered: asked } : previous)),
      (error: unknown) => !cancelled && setState((previous) => (previous.key === key ? { ...previous, load: { status: "error", failure: servicesFailure(error) }, answered: asked } : previous)),
    );
    return () => {
      cancelled = true;
    };
  }, [key, current.asked]);

  const reload = useCallback(() => setState((previous) => ({ ...previous, asked: previous.asked + 1 })), []);
  const refreshedFor = useRef(refreshOn);
  useEffect(() => {
    if (Object.is(refreshedFor.current, refreshOn)) return;
    refreshedFor.current = refreshOn;
    reload();
  }, [refreshOn, reload]);
  return { load: current.load, refreshing: current.answered !== current.asked && current.load.status !== "loading", reload };
}
