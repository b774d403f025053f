import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enDocsNav } from "./en/docs-nav.ts";

/** The texts of the docs tabs, loaded with the docs pages' chunks (../area-translator.ts), not with the entry. */
export const DOCS_NAV_AREA = { en: enDocsNav } as const;
export type DocsNavKey = keyof typeof enDocsNav;
export const useDocsNavT = (): AreaTranslate<DocsNavKey> => useAreaT(DOCS_NAV_AREA);
