/** The mining dashboard's texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enMining } from "../locales/en/mining.ts";

addPageTexts({ en: enMining });
