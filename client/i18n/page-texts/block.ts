/** The block page's (and the projected block's) texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enBlock } from "../locales/en/block.ts";

addPageTexts({ en: enBlock });
