import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { canonicalUrl } from "../../shared/network/canonical.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { type TxHexProblem, compactTxHex, txHexProblem } from "../../shared/rules/tx-hex.ts";
import { isHash64 } from "../../shared/types/ids.ts";
import { ApiError, apiFetch } from "../api/api-fetch.ts";
import { usePage } from "../app/page-context.tsx";
import { usePushTxT } from "../i18n/locales/push-tx-area.ts";

/** Where a broadcast stands: the answer shown under the form. */
export type BroadcastState =
  | { readonly kind: "idle" }
  | { readonly kind: "invalid"; readonly problem: TxHexProblem }
  | { readonly kind: "sending" }
  | { readonly kind: "sent"; readonly txid: string }
  | { readonly kind: "failed"; readonly reason: string };

/**
 * Sends `hex` to `POST /api/tx` of the page's network (apiFetch adds the anti-forgery header) and
 * reads the node's answer: the txid, or its reason for refusing.
 *
 * @example
 * await broadcastTransaction("0200…"); // { kind: "sent", txid: "ab…" }
 */
export async function broadcastTransaction(hex: string, send: typeof apiFetch = apiFetch): Promise<BroadcastState> {
  try {
    const answer = (await (await send("/api/tx", { method: "POST", body: hex, headers: { "content-type": "text/plain" } })).text()).trim();
    return isHash64(answer) ? { kind: "sent", txid: answer.toLowerCase() } : { kind: "failed", reason: answer };
  } catch (error) {
    if (error instanceof ApiError) return { kind: "failed", reason: error.message };
    throw error;
  }
}

/**
 * /tx/push (alias /pushtx): a signed raw transaction in hex, checked for form here and broadcast
 * through `POST /api/tx`; the answer is a link to the new transaction or the node's reason.
 */
export function PushTxPage() {
  const t = usePushTxT();
  const { state, route } = usePage();
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [broadcast, setBroadcast] = useState<BroadcastState>({ kind: "idle" });
  const linkBase = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const endpoint = canonicalUrl(route.network, "/api/tx", state.canonicalHosts);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = txHexProblem(text);
    if (problem !== null) {
      setBroadcast({ kind: "invalid", problem });
      return;
    }
    setBroadcast({ kind: "sending" });
    setBroadcast(await broadcastTransaction(compactTxHex(text)));
  };

  const invalid = broadcast.kind === "invalid";
  return (
    <div className="docs-page push-tx-page">
      <h1 className="docs-title">{t("push-tx.title")}</h1>
      <p className="docs-intro">{t("push-tx.intro", { network: NETWORKS[route.network].displayName })}</p>
      <form className="push-tx-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="push-tx-label" htmlFor={fieldId}>
          {t("push-tx.label")}
        </label>
        <textarea
          id={fieldId}
          name="hex"
          className="push-tx-input"
          rows={8}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t("push-tx.placeholder")}
          aria-describedby={hintId}
          aria-invalid={invalid}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (broadcast.kind === "invalid") setBroadcast({ kind: "idle" });
          }}
        />
        <p id={hintId} className="push-tx-hint">
          {t("push-tx.hint")}
        </p>
        <button type="submit" className="push-tx-submit" disabled={broadcast.kind === "sending"}>
          {broadcast.kind === "sending" ? t("push-tx.sending") : t("push-tx.submit")}
        </button>
      </form>
      <div className="push-tx-result" aria-live="polite">
        {broadcast.kind === "invalid" ? (
          <p className="push-tx-error" role="alert">
            {t(`push-tx.problem.${broadcast.problem}`)}
          </p>
        ) : null}
        {broadcast.kind === "failed" ? (
          <p className="push-tx-error" role="alert">
            {t("push-tx.failed", { reason: broadcast.reason })}
          </p>
        ) : null}
        {broadcast.kind === "sent" ? (
          <p className="push-tx-sent">
            {t("push-tx.sent")}{" "}
            <Link className="push-tx-txid" to={`${linkBase}/tx/${broadcast.txid}`} aria-label={t("push-tx.sent-link", { txid: broadcast.txid })}>
              {broadcast.txid}
            </Link>
          </p>
        ) : null}
      </div>
      <noscript>
        <p className="push-tx-hint">{t("push-tx.no-script", { command: `curl -X POST --data "<hex>" ${endpoint}` })}</p>
      </noscript>
      <p className="docs-intro">
        <Link to={`${linkBase}/docs/api/rest#tx-broadcast`}>{t("push-tx.api-link")}</Link>
      </p>
    </div>
  );
}
