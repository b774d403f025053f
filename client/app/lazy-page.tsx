/**
 * A page whose code is its own chunk, so the home page does not carry the graph and the transaction
 * pages. Unlike React.lazy, it can be loaded before rendering: the worker and the browser's entry both
 * call `preload()` for the page at hand, so neither the server render nor hydration waits on a
 * suspended import. A navigation to a page not yet loaded suspends until its chunk arrives, and,
 * in another language than English, until that language's texts of the pages arrive too.
 */
import { use, type ComponentType } from "react";
import { loadDocumentPageTexts } from "../i18n/dictionaries.ts";

export interface LazyPage {
  readonly Component: ComponentType;
  readonly preload: () => Promise<void>;
}

/** A promise carrying its outcome where React's `use()` reads it, so a settled one never suspends. */
type TrackedPromise<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export interface TrackedLoad<T> {
  readonly promise: Promise<T>;
  /** The loaded value, undefined until it arrived. */
  readonly value: () => T | undefined;
}

/**
 * Starts `load` once and tracks its outcome the way React's `use()` reads it.
 *
 * @example
 * const data = trackedLoad(() => import("./x.ts").then((m) => m.x));
 * use(data.promise); // suspends once, then returns at once
 */
export function trackedLoad<T>(load: () => Promise<T>): TrackedLoad<T> {
  const promise: TrackedPromise<T> = load();
  promise.status = "pending";
  promise.then(
    (value) => void Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => void Object.assign(promise, { status: "rejected", reason }),
  );
  return { promise, value: () => promise.value };
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: TrackedLoad<ComponentType> | null = null;
  // A page with a chunk of its own may show any area's texts: in the browser they come with it.
  const preload = (): Promise<ComponentType> => (loading ??= trackedLoad(() => Promise.all([load(), loadDocumentPageTexts()]).then(([page]) => page))).promise;
  function Component() {
    // Called on every render: React requires a component that suspended on use() to call it again
    // when it retries, and it returns at once for a promise already fulfilled.
    const Page = use(preload());
    return <Page />;
  }
  return { Component, preload: async () => void (await preload()) };
}
