/**
 * A menu button (WAI-ARIA menu pattern): the trigger opens a list of menu items; arrow keys, Home
 * and End move between them, Escape closes and returns focus to the trigger, a click outside closes.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type MenuItemEntry =
  | { kind: "item"; label: string; onSelect: () => void; disabled?: boolean; icon?: ReactNode }
  | { kind: "radio"; label: string; checked: boolean; onSelect: () => void; disabled?: boolean };

export type MenuEntry =
  MenuItemEntry | { kind: "group"; label: string; entries: MenuItemEntry[] } | { kind: "separator" };

export interface MenuProps {
  label: string;
  trigger: ReactNode;
  entries: MenuEntry[];
  className?: string;
  triggerClassName?: string;
  align?: "start" | "end";
  /** Which item takes focus when the menu opens: the first, or the checked one (zoom). */
  initialFocus?: "first" | "checked";
}

export function Menu({
  label,
  trigger,
  entries,
  className,
  triggerClassName,
  align = "start",
  initialFocus = "first",
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>("[role^='menuitem']:not([aria-disabled='true'])") ?? []);

  useEffect(() => {
    if (!open) return;
    const checked =
      initialFocus === "checked"
        ? listRef.current?.querySelector<HTMLElement>("[aria-checked='true']:not([aria-disabled='true'])")
        : null;
    (checked ?? items()[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, initialFocus]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focusAt(index + 1);
        break;
      case "ArrowUp":
        focusAt(index - 1);
        break;
      case "Home":
        focusAt(0);
        break;
      case "End":
        focusAt(list.length - 1);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    // Escape inside a menu must not also close a surrounding popover or leave full screen.
    event.stopPropagation();
  };

  const select = (entry: { onSelect: () => void; disabled?: boolean }) => {
    if (entry.disabled) return;
    close(true);
    entry.onSelect();
  };

  return (
    <div ref={rootRef} className={`pdfv-menu ${className ?? ""}`}>
      <button
        ref={triggerRef}
        type="button"
        className={`pdfv-button ${triggerClassName ?? ""}`}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        // tabIndex: a long menu scrolls, and a scrolling region must be reachable by keyboard.
        <div
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          className={`pdfv-menu-list pdfv-menu-${align}`}
          onKeyDown={onKeyDown}
        >
          {entries.map((entry, index) => {
            if (entry.kind === "separator") return <div key={index} role="separator" className="pdfv-menu-separator" />;
            if (entry.kind === "group") {
              return (
                <div key={index} role="group" aria-label={entry.label} className="pdfv-menu-group">
                  <div aria-hidden="true" className="pdfv-menu-heading">
                    {entry.label}
                  </div>
                  {entry.entries.map((item, itemIndex) => (
                    <MenuItem key={itemIndex} entry={item} onSelect={select} />
                  ))}
                </div>
              );
            }
            return <MenuItem key={index} entry={entry} onSelect={select} />;
          })}
        </div>
      )}
    </div>
  );
}

function MenuItem({ entry, onSelect }: { entry: MenuItemEntry; onSelect: (entry: MenuItemEntry) => void }) {
  const radio = entry.kind === "radio";
  return (
    <button
      type="button"
      role={radio ? "menuitemradio" : "menuitem"}
      tabIndex={-1}
      aria-checked={radio ? entry.checked : undefined}
      aria-disabled={entry.disabled || undefined}
      className="pdfv-menu-item"
      onClick={() => onSelect(entry)}
    >
      <span className="pdfv-menu-check" aria-hidden="true">
        {radio ? null : entry.icon}
      </span>
      {entry.label}
    </button>
  );
}
