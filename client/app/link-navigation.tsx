/**
 * Same-origin links to the explorer's own pages navigate inside the hydrated app instead of loading
 * a new document, so the live connection, the stores and the loaded chunks carry over. The pages
 * render plain `<a href>` (they also render without JavaScript, and in the server's document); this
 * one listener on the document is the only place that decides which clicks stay in the app.
 *
 * @example
 * <LinkNavigation state={pageState} /> // once, inside the router
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { PageState } from "./page-state.ts";
import { resolveLocation } from "./routes.tsx";

/** What the rule reads of a click. */
export interface LinkClick {
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** What the rule reads of the clicked link. */
export interface LinkTarget {
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
  readonly rel: string;
}

/**
 * The path (with query and fragment) to navigate to inside the app, or null when the browser should
 * follow the link itself: a modified or non-primary click, another window, a download, another
 * origin, an alternate version of the page (another language: its texts come with a new document),
 * a fragment of the page shown, or a path that is not one of the app's pages.
 *
 * @example
 * inAppPath(click, { href: "https://x.test/block/00…", target: "", download: false, rel: "" }, new URL("https://x.test/"), state);
 * // "/block/00…"
 */
export function inAppPath(click: LinkClick, link: LinkTarget, current: URL, state: Pick<PageState, "base" | "features">): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target !== "" && link.target !== "_self") || link.download || /\b(?:external|alternate)\b/.test(link.rel)) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.hash !== "" && url.pathname === current.pathname && url.search === current.search) return null;
  // A path the table does not know may be the worker's own (the API, assets): only the server can say.
  const resolution = resolveLocation(url, state);
  if (resolution === null || (resolution.kind === "redirect" && resolution.reason === "unknown-path")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Listens for clicks on links anywhere in the document and keeps the app's own pages in the app. */
export function LinkNavigation({ state }: { state: PageState }): null {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = inAppPath(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download"), rel: anchor.rel },
        new URL(window.location.href),
        state,
      );
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, state]);
  return null;
}
