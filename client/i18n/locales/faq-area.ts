import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enFaq } from "./en/faq.ts";

/** The texts of one lazy page, loaded with its chunk (../area-translator.ts), not with the entry. */
export const FAQ_AREA = { en: enFaq } as const;
export type FaqKey = keyof typeof enFaq;
export const useFaqT = (): AreaTranslate<FaqKey> => useAreaT(FAQ_AREA);
