import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enPushTx } from "./en/push-tx.ts";

/** The texts of one lazy page, loaded with its chunk (../area-translator.ts), not with the entry. */
export const PUSH_TX_AREA = { en: enPushTx } as const;
export type PushTxKey = keyof typeof enPushTx;
export const usePushTxT = (): AreaTranslate<PushTxKey> => useAreaT(PUSH_TX_AREA);
