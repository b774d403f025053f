import { matchRoutes, type RouteObject } from "react-router";
import { HomePage } from "../pages/home-page.tsx";

/**
 * The pages of the app, matched against the path left after the language, preview and network
 * prefixes (spec §2.1). The worker asks the same table whether a path exists before it renders,
 * so server and browser never disagree about a route.
 */
export const PAGE_ROUTES: RouteObject[] = [{ path: "/", element: <HomePage /> }];

export const isKnownPage = (rest: string): boolean => matchRoutes(PAGE_ROUTES, rest) !== null;
