/**
 * The list pages' texts (/blocks and /rbf): both are lazy chunks, so their texts load with them
 * (../area-translator.ts), not with the entry.
 *
 * @example
 * const t = useListsT();
 * t("blocks.height"); // "Height"
 */
import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enLists } from "./en/lists.ts";

export const LISTS_AREA = { en: enLists } as const;

export type ListsKey = keyof (typeof LISTS_AREA)["en"];
export type ListsTranslate = AreaTranslate<ListsKey>;

/** The translator of the list pages, in the page's language. */
export const useListsT = (): ListsTranslate => useAreaT(LISTS_AREA);
