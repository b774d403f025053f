/**
 * A page whose code is its own chunk, so the home page does not carry the graph and the transaction
 * pages. Unlike React.lazy, it can be loaded before rendering: the worker and the browser's entry both
 * call `preload()` for the page at hand, so neither the server render nor hydration waits on a
 * suspended import. A navigation to a page not yet loaded suspends until its chunk arrives.
 */
import { use, type ComponentType } from "react";

export interface LazyPage {
  readonly Component: ComponentType;
  readonly preload: () => Promise<void>;
}

/** A promise carrying its outcome where React's `use()` reads it, so a settled one never suspends. */
type TrackedPromise = Promise<void> & { status?: "pending" | "fulfilled" | "rejected"; reason?: unknown };

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: TrackedPromise | null = null;
  const preload = (): Promise<void> => {
    if (loading === null) {
      const promise: TrackedPromise = load().then((component) => {
        loaded = component;
      });
      promise.status = "pending";
      promise.then(
        () => void (promise.status = "fulfilled"),
        (reason: unknown) => void Object.assign(promise, { status: "rejected", reason }),
      );
      loading = promise;
    }
    return loading;
  };
  function Component() {
    // Called on every render: React requires a component that suspended on use() to call it again
    // when it retries, and it returns at once for a promise already fulfilled.
    use(preload());
    const Page = loaded!;
    return <Page />;
  }
  return { Component, preload };
}
