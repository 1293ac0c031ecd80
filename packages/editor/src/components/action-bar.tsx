/**
 * The bar of a form's primary actions (Save draft, Submit, Publish), kept at the bottom of the
 * screen while the form scrolls (admin.css), with the result of the last action beside them in a
 * live region (errors in an alert), so it is seen and heard wherever the user is. Its height goes
 * to `--action-bar-height`, the page's scroll-padding-bottom: a focused field scrolls above the
 * bar, never under it (WCAG 2.4.11).
 */
import { useLayoutEffect, useRef, type ReactNode } from "react";

interface Props {
  status: string;
  error?: string;
  /** The buttons; anything else (a hint, a Reload button) after them. */
  children: ReactNode;
}

export function ActionBar({ status, error, children }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty("--action-bar-height", `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--action-bar-height");
    };
  }, []);
  return (
    <div className="action-bar" ref={bar}>
      {children}
      <p role="status">{status}</p>
      <p role="alert" className="form-error">
        {error ?? ""}
      </p>
    </div>
  );
}
