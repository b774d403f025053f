/**
 * One output of a transaction card: who it pays (address, or script kind and the data of an
 * OP_RETURN), the amount, whether it was spent and by which transaction, and, when the card is
 * expanded, its script.
 */
import { memo } from "react";
import type { Network } from "../../../shared/network/networks.ts";
import { opReturnData } from "../../../shared/tx/op-return-data.ts";
import { outputScriptKind } from "../../../shared/tx/script-kind.ts";
import type { EsploraOutspend, EsploraVout } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { MiddleTruncated } from "./address-text.tsx";
import { SpentIcon, UnspentIcon } from "./io-icons.tsx";
import { ScriptAsm } from "./script-asm.tsx";
import { addressHref, txHref } from "./transaction-links.ts";
import { amountText, isSats, scriptKindText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface OutputRowProps {
  readonly vout: EsploraVout;
  readonly index: number;
  readonly network: Network;
  readonly linkBase: string;
  /** What `/api/tx/:txid/outspends` says about this output; undefined when not fetched. */
  readonly outspend: EsploraOutspend | undefined;
  readonly expanded: boolean;
  /** The output pays the address the page is about. */
  readonly highlighted: boolean;
}

/** Outputs no one can spend have no spent / unspent state worth showing. */
const UNSPENDABLE_KINDS = new Set(["op_return", "provably_unspendable"]);

export const OutputRow = memo(function OutputRow({ vout, index, network, linkBase, outspend, expanded, highlighted }: OutputRowProps) {
  const t = useT();
  const kind = outputScriptKind(vout);
  const address = vout.scriptpubkey_address;
  const data = kind === "op_return" ? opReturnData(vout.scriptpubkey) : null;
  return (
    <li className={highlighted ? "tx-io tx-io-highlight" : "tx-io"}>
      <div className="tx-io-main">
        {address ? (
          <a className="tx-io-address" href={addressHref(linkBase, address)}>
            <MiddleTruncated text={address} />
          </a>
        ) : (
          <span className="tx-io-label">
            {scriptKindText(t, kind)}
            {data?.text && <span className="tx-io-data"> {data.text}</span>}
          </span>
        )}
        {highlighted && <span className="visually-hidden">{t("transaction.io.this-address")}</span>}
        <span className="tx-io-value">{isSats(vout.value) ? amountText(vout.value, network) : t("transaction.io.confidential")}</span>
        {!UNSPENDABLE_KINDS.has(kind) && <SpendMark outspend={outspend} index={index} linkBase={linkBase} />}
      </div>
      {expanded && <OutputDetails vout={vout} outspend={outspend} linkBase={linkBase} />}
    </li>
  );
});

function SpendMark({ outspend, index, linkBase }: { readonly outspend: EsploraOutspend | undefined; readonly index: number; readonly linkBase: string }) {
  const t = useT();
  if (!outspend) return null;
  if (outspend.spent && outspend.txid) {
    return (
      <a className="tx-io-spent" href={txHref(linkBase, outspend.txid)} title={t("transaction.output.spent-by", { txid: outspend.txid })}>
        <SpentIcon />
        <span className="visually-hidden">{t("transaction.output.spent-link", { vout: index })}</span>
      </a>
    );
  }
  return (
    <span className="tx-io-unspent" title={t("transaction.output.unspent")}>
      <UnspentIcon />
      <span className="visually-hidden">{t("transaction.output.unspent")}</span>
    </span>
  );
}

function OutputDetails({ vout, outspend, linkBase }: { readonly vout: EsploraVout; readonly outspend: EsploraOutspend | undefined; readonly linkBase: string }) {
  const t = useT();
  const kind = outputScriptKind(vout);
  const data = kind === "op_return" ? opReturnData(vout.scriptpubkey) : null;
  return (
    <dl className="tx-io-details">
      <div>
        <dt>{t("transaction.io.type")}</dt>
        <dd>{scriptKindText(t, kind)}</dd>
      </div>
      <div>
        <dt>{t("transaction.output.script-asm")}</dt>
        <dd>
          <ScriptAsm asm={vout.scriptpubkey_asm} />
        </dd>
      </div>
      <div>
        <dt>{t("transaction.output.script-hex")}</dt>
        <dd>
          <code className="tx-hex">{vout.scriptpubkey}</code>
        </dd>
      </div>
      {data && data.hex !== "" && (
        <div>
          <dt>{t("transaction.output.data")}</dt>
          <dd>
            {data.text && <span className="tx-io-text">{data.text}</span>}
            <code className="tx-hex">{data.hex}</code>
          </dd>
        </div>
      )}
      {outspend?.spent && outspend.txid && (
        <div>
          <dt>{t("transaction.output.spent-by-label")}</dt>
          <dd>
            <a className="tx-hex" href={txHref(linkBase, outspend.txid)}>
              {outspend.txid}
            </a>
            {outspend.vin !== undefined && <span className="tx-io-note"> {t("transaction.output.spent-input", { vin: outspend.vin })}</span>}
            {outspend.status && !outspend.status.confirmed && <span className="tx-io-note"> {t("transaction.output.spent-unconfirmed")}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}
