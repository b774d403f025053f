import { type RefObject, useEffect } from "react";

/**
 * Closes an open header menu when the visitor presses Escape or points outside `root`, as a
 * disclosure is expected to behave.
 *
 * @example
 * useDismiss(open, root, () => setOpen(false));
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
    // close only sets state: the listeners need not follow a new closure.
  }, [open, root]); // eslint-disable-line react-hooks/exhaustive-deps
}
