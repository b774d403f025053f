/**
 * The accelerator's texts (spec §2.5, §4.2, §6, §8): the acceleration panel, the timeline, the
 * dashboard, sign-in and the account pages. Every screen that shows them is a lazy chunk, so they
 * load with those chunks (../area-translator.ts), not with the entry.
 *
 * @example
 * const t = useAcceleratorT();
 * t("accelerator.panel.title"); // "Accelerate this transaction"
 */
import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enAccelerator } from "./en/accelerator.ts";
import { enAccount } from "./en/account.ts";
import { enErrors } from "./en/errors.ts";

export const ACCELERATOR_AREA = { en: { ...enAccount, ...enAccelerator, ...enErrors } } as const;

export type AcceleratorKey = keyof (typeof ACCELERATOR_AREA)["en"];
export type AcceleratorTranslate = AreaTranslate<AcceleratorKey>;

/** The translator of the accelerator's screens, in the page's language. */
export const useAcceleratorT = (): AcceleratorTranslate => useAreaT(ACCELERATOR_AREA);
