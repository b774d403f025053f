import { authSession } from "./auth-session.ts";
import { servicesPost } from "./services-fetch.ts";

/**
 * Signs the visitor out (spec §6, research §4): the stored `auth` goes first, so the interface is
 * signed out at once whatever the server answers, then `POST auth/logout` with an empty body ends
 * the session cookie.
 *
 * @example
 * <button onClick={logOut}>Sign out</button>
 */
export function logOut(): void {
  authSession.clear();
  servicesPost("auth/logout", {}).catch((error: unknown) => console.warn("account: logout failed", error));
}
