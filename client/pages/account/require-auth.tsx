import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { linkBasePath } from "../../../shared/network/route-prefix.ts";
import type { AuthState } from "../../../shared/services/services-wire.ts";
import { usePage } from "../../app/page-context.tsx";
import { AUTH_UNKNOWN, useAuth } from "../../services/auth-session.ts";
import { loginPath } from "../../../shared/network/redirect-target.ts";

/**
 * The account pages' gate (spec §6): a signed-in visitor sees `children`; anyone else goes to
 * /login, which brings them back here. The server's render and hydration cannot know (the session
 * is the browser's), so they show `placeholder` and decide nothing.
 *
 * @example
 * <RequireAuth placeholder={<Skeleton />}>{(auth) => <AccountPanels auth={auth} />}</RequireAuth>
 */
export function RequireAuth({ placeholder, children }: { readonly placeholder: ReactNode; readonly children: (auth: AuthState) => ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const { state, route } = usePage();
  if (auth === AUTH_UNKNOWN) return placeholder;
  if (auth === null) {
    const links = linkBasePath({ language: route.language, network: route.network, base: state.base });
    return <Navigate replace to={loginPath(links, `${location.pathname}${location.search}${location.hash}`)} />;
  }
  return children(auth);
}
