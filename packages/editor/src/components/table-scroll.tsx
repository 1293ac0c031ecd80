/**
 * The box a wide table scrolls in on a narrow screen: a named region that takes focus, so a
 * keyboard can scroll it too (its table may hold no control of its own).
 */
import type { ReactNode } from "react";

export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : "table-scroll"}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
