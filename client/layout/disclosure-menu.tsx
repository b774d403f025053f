import { type ReactNode, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss.ts";

export interface DisclosureMenuProps {
  /** Classes beside "network-menu", whose look the header's menus share. */
  readonly className?: string;
  /** The button's accessible name: what is chosen now ("Current network: Bitcoin"). */
  readonly label: string;
  /** The list's accessible name ("Networks"). */
  readonly listLabel: string;
  readonly listClassName?: string;
  /** What the button shows. */
  readonly button: ReactNode;
  /** The list's items, given the function that closes the menu (call it when one is chosen). */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A header menu: a disclosure button over a list of links, closed by a choice, Escape or a click
 * elsewhere (./use-dismiss.ts). The network and language menus are this.
 *
 * @example
 * <DisclosureMenu label="Current network: Bitcoin" listLabel="Networks" button="Bitcoin">{(close) => items(close)}</DisclosureMenu>
 */
export function DisclosureMenu({ className, label, listLabel, listClassName, button, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useDismiss(open, root, close);
  return (
    <div className={className === undefined ? "network-menu" : `network-menu ${className}`} ref={root}>
      <button type="button" className="network-menu-button" aria-expanded={open} aria-controls={menuId} aria-label={label} onClick={() => setOpen((was) => !was)}>
        {button}
      </button>
      <ul id={menuId} className={listClassName === undefined ? "network-menu-list" : `network-menu-list ${listClassName}`} hidden={!open} aria-label={listLabel}>
        {children(close)}
      </ul>
    </div>
  );
}
