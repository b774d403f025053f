/**
 * One input of a transaction card: what it spends (address or script kind, and a link to the
 * output it spends), the amount, and, when the card is expanded, its scripts and witness.
 */
import { memo } from "react";
import type { Network } from "../../../shared/network/networks.ts";
import { coinbaseText } from "../../../shared/tx/coinbase-text.ts";
import { inputScriptKind } from "../../../shared/tx/script-kind.ts";
import type { EsploraVin } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { MiddleTruncated } from "./address-text.tsx";
import { PrevoutIcon } from "./io-icons.tsx";
import { ScriptAsm } from "./script-asm.tsx";
import { addressHref, txOutputHref } from "./transaction-links.ts";
import { amountText, isSats, scriptKindText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface InputRowProps {
  readonly vin: EsploraVin;
  readonly network: Network;
  readonly linkBase: string;
  /** Show the scripts and witness below the row. */
  readonly expanded: boolean;
  /** The input spends from the address the page is about. */
  readonly highlighted: boolean;
}

/** nSequence as it is usually read: eight hex digits. */
const sequenceText = (sequence: number): string => `0x${(sequence >>> 0).toString(16).padStart(8, "0")}`;

export const InputRow = memo(function InputRow({ vin, network, linkBase, expanded, highlighted }: InputRowProps) {
  const t = useT();
  const address = vin.prevout?.scriptpubkey_address;
  const value = vin.prevout?.value;
  return (
    <li className={highlighted ? "tx-io tx-io-highlight" : "tx-io"}>
      <div className="tx-io-main">
        {vin.is_coinbase ? (
          <span className="tx-io-label tx-io-coinbase">
            {t("transaction.script.coinbase")} <span className="tx-io-note">{t("transaction.input.coinbase-note")}</span>
          </span>
        ) : (
          <>
            <a
              className="tx-io-link"
              href={txOutputHref(linkBase, vin.txid, vin.vout)}
              title={t("transaction.input.prevout-title", { outpoint: `${vin.txid}:${vin.vout}` })}
            >
              <PrevoutIcon />
              <span className="visually-hidden">{t("transaction.input.prevout-link", { vout: vin.vout })}</span>
            </a>
            {address ? (
              <a className="tx-io-address" href={addressHref(linkBase, address)}>
                <MiddleTruncated text={address} />
              </a>
            ) : (
              <span className="tx-io-label">{scriptKindText(t, inputScriptKind(vin))}</span>
            )}
          </>
        )}
        {highlighted && <span className="visually-hidden">{t("transaction.io.this-address")}</span>}
        <span className="tx-io-value">{isSats(value) ? amountText(value, network) : vin.is_coinbase ? "" : t("transaction.io.unknown-value")}</span>
      </div>
      {expanded && <InputDetails vin={vin} linkBase={linkBase} />}
    </li>
  );
});

function InputDetails({ vin, linkBase }: { readonly vin: EsploraVin; readonly linkBase: string }) {
  const t = useT();
  const kind = inputScriptKind(vin);
  const witness = vin.witness ?? [];
  const text = vin.is_coinbase ? coinbaseText(vin.scriptsig) : "";
  return (
    <dl className="tx-io-details">
      {!vin.is_coinbase && (
        <div>
          <dt>{t("transaction.input.previous-output")}</dt>
          <dd>
            <a className="tx-hex" href={txOutputHref(linkBase, vin.txid, vin.vout)}>
              {vin.txid}:{vin.vout}
            </a>
          </dd>
        </div>
      )}
      <div>
        <dt>{t("transaction.io.type")}</dt>
        <dd>{scriptKindText(t, kind)}</dd>
      </div>
      {vin.is_coinbase ? (
        <>
          <div>
            <dt>{t("transaction.input.coinbase-data")}</dt>
            <dd>
              <code className="tx-hex">{vin.scriptsig}</code>
            </dd>
          </div>
          {text && (
            <div>
              <dt>{t("transaction.input.coinbase-text")}</dt>
              <dd className="tx-io-text">{text}</dd>
            </div>
          )}
        </>
      ) : (
        vin.scriptsig_asm && (
          <div>
            <dt>{t("transaction.input.scriptsig-asm")}</dt>
            <dd>
              <ScriptAsm asm={vin.scriptsig_asm} />
            </dd>
          </div>
        )
      )}
      {witness.length > 0 && (
        <div>
          <dt>{t("transaction.input.witness")}</dt>
          <dd>
            <ol className="tx-witness">
              {witness.map((item, index) => (
                <li key={index}>
                  <code className="tx-hex">{item === "" ? t("transaction.input.witness-empty") : item}</code>
                </li>
              ))}
            </ol>
          </dd>
        </div>
      )}
      {vin.inner_redeemscript_asm && (
        <div>
          <dt>{t("transaction.input.redeem-script")}</dt>
          <dd>
            <ScriptAsm asm={vin.inner_redeemscript_asm} />
          </dd>
        </div>
      )}
      {vin.inner_witnessscript_asm && (
        <div>
          <dt>{t(kind === "p2tr" ? "transaction.input.tapscript" : "transaction.input.witness-script")}</dt>
          <dd>
            <ScriptAsm asm={vin.inner_witnessscript_asm} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t("transaction.input.sequence")}</dt>
        <dd>
          <code className="tx-hex">{sequenceText(vin.sequence)}</code>
        </dd>
      </div>
      {vin.prevout && (
        <div>
          <dt>{t("transaction.input.prevout-script")}</dt>
          <dd>
            <ScriptAsm asm={vin.prevout.scriptpubkey_asm} />
          </dd>
        </div>
      )}
    </dl>
  );
}
