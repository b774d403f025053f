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

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  function Component() {
    if (loaded === null) use(preload());
    const Page = loaded!;
    return <Page />;
  }
  return { Component, preload };
}
