/**
 * The editor's frame around every signed-in page: a header with the title, and the panel of the
 * navigation with the account (who is signed in, Sign out). Wide screens show the panel as a side
 * list; narrow ones (< 48rem, admin.css) a "Menu" button in a header of at most 64 px opens it as
 * a disclosure: Escape closes it and gives focus back to the button, following a link closes it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { AccountUser } from "@dept/contract";
import { useSignOut } from "../api/sign-out";

export interface NavLink {
  href: string;
  label: string;
}

interface Props {
  user: AccountUser;
  links: readonly NavLink[];
  /** The link of the page shown, marked aria-current. */
  current: string;
  children: ReactNode;
}

export function EditorShell({ user, links, current, children }: Props) {
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Escape closes the open menu, wherever focus is in it, and focus goes back to its button.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <p className="admin-title">Web editor</p>
        <button
          type="button"
          ref={button}
          className="menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
      </header>
      <nav id={panelId} className={open ? "admin-menu admin-nav open" : "admin-menu admin-nav"} aria-label="Editor">
        <div className="account">
          <p>
            Signed in as <strong>{user.email}</strong> ({user.role})
          </p>
          <button type="button" onClick={() => signOut.mutate()}>
            Sign out
          </button>
        </div>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current === link.href ? "page" : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main">{children}</main>
    </div>
  );
}
