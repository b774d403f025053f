import { Link, useSearchParams } from "react-router";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { useAcceleratorT } from "../i18n/locales/accelerator-area.ts";
import { AUTH_UNKNOWN, useAuth } from "../services/auth-session.ts";
import { logOut } from "../services/log-out.ts";
import { AuthForm, type AuthMode } from "./account/auth-form.tsx";
import { loginPath, REDIRECT_PARAM, safeRedirectTarget, signupPath } from "../../shared/network/redirect-target.ts";

/**
 * /login?redirectTo= and /signup?redirectTo= (spec §2.2, §6): the form, a link to the other one
 * that keeps the target, and, for a visitor already signed in, who they are and the way on.
 */
function AuthPage({ mode }: { readonly mode: AuthMode }) {
  const t = useAcceleratorT();
  const { state, route } = usePage();
  const [query] = useSearchParams();
  const auth = useAuth();
  const links = linkBasePath({ language: route.language, network: route.network, base: state.base });
  const target = safeRedirectTarget(query.get(REDIRECT_PARAM));
  const depositHref = `${links}/services/accelerator`;

  let body;
  if (auth !== null && auth !== AUTH_UNKNOWN) {
    body = (
      <div className="auth-signed-in">
        <p>{t("account.signed-in-as", { username: auth.user.username })}</p>
        <div className="auth-actions">
          <Link className="services-button services-button-primary" to={target}>
            {t("account.continue")}
          </Link>
          <button type="button" className="services-button" onClick={logOut}>
            {t("account.menu.sign-out")}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {/* Until the page is live (the session unknown) the form shows but cannot be sent: a form sent
            by the browser itself would put the password in the address. */}
        <AuthForm key={mode} mode={mode} target={target} depositHref={depositHref} ready={auth !== AUTH_UNKNOWN} />
        <p className="auth-switch">
          {mode === "login" ? t("account.no-account") : t("account.have-account")}{" "}
          <Link to={mode === "login" ? signupPath(links, target) : loginPath(links, target)}>
            {mode === "login" ? t("account.form.sign-up") : t("account.form.sign-in")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <div className="auth-page">
      <section className="services-panel auth-panel" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {t(mode === "login" ? "account.login.title" : "account.signup.title")}
        </h1>
        <p className="services-muted">{t(mode === "login" ? "account.login.intro" : "account.signup.intro")}</p>
        {body}
      </section>
    </div>
  );
}

export const LoginPage = () => <AuthPage mode="login" />;
export const SignupPage = () => <AuthPage mode="signup" />;
