/** A header link that marks the current section (`aria-current="page"` and the `active` class). */
import { Link, useLocation } from "wouter";

export function NavLink({ to, end = false, children }: { to: string; end?: boolean; children: React.ReactNode }) {
  const [path] = useLocation();
  const current = path === to || (!end && path.startsWith(`${to}/`));
  return (
    <Link to={to} className={current ? "active" : undefined} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
