/**
 * The texts of the docs pages (/docs/faq, /docs/api/{tab}) and the broadcast page (/tx/push): each
 * is a lazy chunk, so its texts load with it (../area-translator.ts), not with the entry.
 *
 * @example
 * const t = useFaqT();
 * t("faq.title"); // "Frequently asked questions"
 */
import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enApiDocs } from "./en/api-docs.ts";
import { enFaq } from "./en/faq.ts";
import { enPushTx } from "./en/push-tx.ts";

export const FAQ_AREA = { en: enFaq } as const;
export const API_DOCS_AREA = { en: enApiDocs } as const;
export const PUSH_TX_AREA = { en: enPushTx } as const;

export type FaqKey = keyof typeof enFaq;
export type ApiDocsKey = keyof typeof enApiDocs;
export type PushTxKey = keyof typeof enPushTx;

export const useFaqT = (): AreaTranslate<FaqKey> => useAreaT(FAQ_AREA);
export const useApiDocsT = (): AreaTranslate<ApiDocsKey> => useAreaT(API_DOCS_AREA);
export const usePushTxT = (): AreaTranslate<PushTxKey> => useAreaT(PUSH_TX_AREA);
