import { useEffect } from "react";

/** A pointer still for this long hides (a kiosk's screen shows no stray arrow). */
export const IDLE_CURSOR_MS = 3_000;

/**
 * Marks the document idle (`data-idle-cursor`) once the pointer has not moved for IDLE_CURSOR_MS;
 * the next movement clears it. The kiosk styles hide the cursor while the mark is set.
 */
export function IdleCursor(): null {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      delete root.dataset.idleCursor;
      clearTimeout(timer);
      timer = setTimeout(() => {
        root.dataset.idleCursor = "true";
      }, IDLE_CURSOR_MS);
    };
    wake();
    window.addEventListener("pointermove", wake, { passive: true });
    window.addEventListener("pointerdown", wake, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pointermove", wake);
      window.removeEventListener("pointerdown", wake);
      delete root.dataset.idleCursor;
    };
  }, []);
  return null;
}
