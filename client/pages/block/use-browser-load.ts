/**
 * Data a page loads in the browser after it is shown (the parts the server does not render: the
 * graphs' transactions, further pages of a list). The server's render and the browser's first one
 * both show "loading", so hydration agrees; the answer for an older key never replaces a newer one.
 *
 * @example
 * const overview = useBrowserLoad(hash, () => loadBlockOverview(hash, browserApi, { audit: true }));
 * if (overview.status === "ready") draw(overview.data);
 */
import { useEffect, useState } from "react";

export type BrowserLoad<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly data: T }
  | { readonly status: "error"; readonly message: string };

interface Loaded<T> {
  readonly key: string;
  readonly result: BrowserLoad<T>;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load yet). `load` is read through `key`: the
 * key must name everything the load asks for.
 */
export function useBrowserLoad<T>(key: string | null, load: () => Promise<T>): BrowserLoad<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setLoaded({ key, result: { status: "ready", data } }),
      (error: unknown) => current && setLoaded({ key, result: { status: "error", message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return loaded !== null && loaded.key === key ? loaded.result : { status: "loading" };
}
