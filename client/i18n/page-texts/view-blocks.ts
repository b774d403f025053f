/** The block wall's texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enViewBlocks } from "../locales/en/view-blocks.ts";

addPageTexts({ en: enViewBlocks });
