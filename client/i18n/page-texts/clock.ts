/** The clock's texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enClock } from "../locales/en/clock.ts";

addPageTexts({ en: enClock });
