import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enApiDocs } from "./en/api-docs.ts";

/** The texts of one lazy page, loaded with its chunk (../area-translator.ts), not with the entry. */
export const API_DOCS_AREA = { en: enApiDocs } as const;
export type ApiDocsKey = keyof typeof enApiDocs;
export const useApiDocsT = (): AreaTranslate<ApiDocsKey> => useAreaT(API_DOCS_AREA);
