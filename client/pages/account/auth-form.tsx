/**
 * The sign-in and sign-up form (spec §2.2 /login?redirectTo=, issue 14 "Accounts"): username and
 * password, and for a new account an optional email and the password twice. The services' answer is
 * the AuthState kept as `localStorage.auth` (spec §6); the visitor then goes back to where they came
 * from (shared/network/redirect-target.ts). A refusal shows its code's text (invalid_credentials, username_taken…).
 *
 * @example
 * <AuthForm mode="signup" target="/tx/ab12#accelerate" depositHref="/services/accelerator" ready />
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { LoginRequest, SignupRequest } from "../../../shared/services/services-wire.ts";
import { AlertBox } from "../../components/accelerator/alert-box.tsx";
import { type ServicesAlert, servicesAlert } from "../../components/accelerator/services-alert.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { authSession, authStateOf } from "../../services/auth-session.ts";
import { readServicesJson, servicesFailure, servicesPost } from "../../services/services-fetch.ts";

export type AuthMode = "login" | "signup";

export interface AuthFormProps {
  readonly mode: AuthMode;
  /** Where to go once signed in: a checked path of this site. */
  readonly target: string;
  /** The account page, for not_enough_balance's link (never shown here, but every alert may carry it). */
  readonly depositHref: string;
  /** The page is live: the form may be filled in and sent. */
  readonly ready: boolean;
}

/** The request body of `mode` from the form's fields (email left out when empty). */
export function authRequest(mode: AuthMode, fields: { username: string; password: string; email: string }): LoginRequest | SignupRequest {
  const username = fields.username.trim();
  const email = fields.email.trim();
  return mode === "signup" && email !== "" ? { username, password: fields.password, email } : { username, password: fields.password };
}

export function AuthForm({ mode, target, depositHref, ready }: AuthFormProps) {
  const t = useAcceleratorT();
  const navigate = useNavigate();
  const id = useId();
  const [fields, setFields] = useState({ username: "", password: "", confirm: "", email: "" });
  const [alert, setAlert] = useState<ServicesAlert | null>(null);
  const [sending, setSending] = useState(false);
  // A second submit while the first is under way (a double click, Enter twice) sends nothing.
  const inFlight = useRef(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((was) => ({ ...was, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (mode === "signup" && fields.password !== fields.confirm) {
      setAlert({ code: "password_mismatch", message: t("account.form.password-mismatch"), severity: "danger", depositLink: false });
      return;
    }
    inFlight.current = true;
    setSending(true);
    setAlert(null);
    const path = mode === "login" ? "auth/login" : "auth/signup";
    try {
      const auth = await readServicesJson(await servicesPost(path, authRequest(mode, fields)), (json) => authStateOf(json) ?? undefined, path);
      authSession.set(auth);
      navigate(target);
    } catch (error) {
      setAlert(servicesAlert(servicesFailure(error).code, t));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form className="auth-form" method="post" onSubmit={submit} aria-busy={sending}>
      <fieldset className="auth-fields" disabled={!ready}>
        <label className="auth-field" htmlFor={`${id}-username`}>
          <span>{t("account.form.username")}</span>
          <input id={`${id}-username`} name="username" autoComplete="username" required value={fields.username} onChange={set("username")} />
        </label>
        {mode === "signup" && (
          <label className="auth-field" htmlFor={`${id}-email`}>
            <span>
              {t("account.form.email")} <span className="auth-optional">{t("account.form.optional")}</span>
            </span>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" value={fields.email} onChange={set("email")} />
          </label>
        )}
        <label className="auth-field" htmlFor={`${id}-password`}>
          <span>{t("account.form.password")}</span>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            required
            value={fields.password}
            onChange={set("password")}
          />
        </label>
        {mode === "signup" && (
          <label className="auth-field" htmlFor={`${id}-confirm`}>
            <span>{t("account.form.confirm")}</span>
            <input id={`${id}-confirm`} name="confirm" type="password" autoComplete="new-password" required value={fields.confirm} onChange={set("confirm")} />
          </label>
        )}
        {alert !== null && <AlertBox alert={alert} depositHref={depositHref} />}
        <button type="submit" className="services-button services-button-primary auth-submit" disabled={sending}>
          {t(mode === "login" ? "account.form.sign-in" : "account.form.sign-up")}
        </button>
      </fieldset>
    </form>
  );
}
