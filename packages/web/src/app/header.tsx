/**
 * The site header (spec 'Header menu'): disclosure dropdowns that open by click or keyboard and
 * close on an outside click, on Escape and on navigation; a hamburger toggle on small screens; a
 * different style once the page has scrolled more than 40 px.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { EVENT_COLLECTIONS, publicCollections } from "@dept/contract";
import { useSite } from "../lib/site";
import { paths } from "../config/paths";
import { ExternalLink } from "../components/links";
import { NavLink } from "../components/nav-link";
import { SearchForm } from "../features/search/search-form";
import { useNavigationEntry } from "./location";
import { LanguageSwitch } from "./language-switch";
import { useT } from "../i18n/i18n";
import { fallbackLang } from "../i18n/fallback";

const SCROLL_THRESHOLD_PX = 40;

type MenuId = "academics" | "dapc" | "events";

export function Header() {
  const site = useSite();
  const t = useT();
  const text = t.header;
  const [open, setOpen] = useState<ReadonlySet<MenuId>>(new Set());
  const [navOpen, setNavOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useNavigationEntry();
  const navId = useId();

  // Navigation closes every menu.
  const [lastLocation, setLastLocation] = useState(location);
  if (lastLocation !== location) {
    setLastLocation(location);
    setOpen(new Set());
    setNavOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(new Set());
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const toggle = (id: MenuId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
        if (id === "academics") next.delete("dapc");
      } else {
        if (id !== "dapc") next.clear();
        if (id === "dapc") next.add("academics");
        next.add(id);
      }
      return next;
    });

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || open.size === 0) return;
    // Close the innermost open menu and return focus to its button.
    const innermost: MenuId = open.has("dapc") ? "dapc" : open.has("academics") ? "academics" : "events";
    setOpen((current) => {
      const next = new Set(current);
      next.delete(innermost);
      return next;
    });
    navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${innermost}"]`)?.focus();
  };

  return (
    <header className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="site-header__inner">
        <Link to={paths.home} className="brand">
          <span className="brand__short" lang={fallbackLang(site, "department.shortName")}>
            {site.department.shortName}
          </span>
          <span className="brand__college" lang={fallbackLang(site, "college.name")}>
            {site.college.name}
          </span>
        </Link>
        <LanguageSwitch />
        <button
          type="button"
          className="hamburger"
          aria-expanded={navOpen}
          aria-controls={navId}
          aria-label={navOpen ? text.closeMenu : text.openMenu}
          onClick={() => setNavOpen((value) => !value)}
        >
          <span aria-hidden="true" className="hamburger__bars" />
        </button>
        <nav
          ref={navRef}
          id={navId}
          aria-label={text.main}
          className={`main-nav${navOpen ? " is-open" : ""}`}
          onKeyDown={onKeyDown}
        >
          <ul className="menu">
            <li>
              <NavLink to={paths.home} end>
                {text.home}
              </NavLink>
            </li>
            <Dropdown id="academics" label={text.academics} open={open} onToggle={toggle}>
              <li>
                <Link to={paths.academics}>{text.btech}</Link>
              </li>
              <li>
                <ExternalLink href={site.links.mcaSite.url} lang={fallbackLang(site, "links.mcaSite.label")}>
                  {site.links.mcaSite.label}
                </ExternalLink>
              </li>
              <li>
                <Link to={paths.bos}>{text.bos}</Link>
              </li>
              <Dropdown id="dapc" label={text.dapc} open={open} onToggle={toggle}>
                <li>
                  <Link to={paths.mom}>{text.mom}</Link>
                </li>
                <li>
                  <Link to={paths.schemes}>{text.schemes}</Link>
                </li>
              </Dropdown>
            </Dropdown>
            <li>
              <NavLink to={paths.faculty}>{text.faculty}</NavLink>
            </li>
            <Dropdown id="events" label={text.events} open={open} onToggle={toggle}>
              {EVENT_COLLECTIONS.map((collection) => (
                <li key={collection}>
                  <Link to={publicCollections[collection].page}>{t.collections[collection].title}</Link>
                </li>
              ))}
              <li>
                <Link to={paths.coderOfTheMonth}>{text.coderOfTheMonth}</Link>
              </li>
            </Dropdown>
            <li>
              <ExternalLink href={site.links.committees.url} lang={fallbackLang(site, "links.committees.label")}>
                {site.links.committees.label}
              </ExternalLink>
            </li>
            <li className="menu__search">
              <SearchForm id="site-search" name={text.siteSearch} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

interface DropdownProps {
  id: MenuId;
  label: string;
  open: ReadonlySet<MenuId>;
  onToggle: (id: MenuId) => void;
  children: React.ReactNode;
}

function Dropdown({ id, label, open, onToggle, children }: DropdownProps) {
  const listId = useId();
  const isOpen = open.has(id);
  return (
    <li className={`dropdown${isOpen ? " is-open" : ""}`}>
      <button
        type="button"
        className="dropdown__toggle"
        data-menu={id}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => onToggle(id)}
      >
        {label}
        <span aria-hidden="true" className="dropdown__caret" />
      </button>
      <ul id={listId} className="dropdown__menu" hidden={!isOpen}>
        {children}
      </ul>
    </li>
  );
}
