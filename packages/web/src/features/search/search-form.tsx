/**
 * The site search box: a labelled search landmark that opens the results route (`/search?q=…`);
 * without scripts the browser submits it there itself.
 */
import { useState } from "react";
import { useLocation, useRouter } from "wouter";
import { SEARCH_QUERY_MAX_LENGTH } from "@dept/contract";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/i18n";

/** `name` tells the search landmarks apart where a page has two (the header's and the results page's). */
export function SearchForm({
  id,
  name,
  initial = "",
  className,
}: {
  id: string;
  name: string;
  initial?: string;
  className?: string;
}) {
  const [, navigate] = useLocation();
  const router = useRouter();
  const [value, setValue] = useState(initial);
  const text = useT().search;
  const inputId = `${id}-input`;
  return (
    <form
      role="search"
      aria-label={name}
      action={router.hrefs(`${router.base}${paths.search}`, router)}
      method="get"
      className={`search-form${className ? ` ${className}` : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        // The box's own text: typed before the app ran (the submit then replayed), it is not in the state yet.
        const typed = String(new FormData(event.currentTarget).get("q") ?? "");
        setValue(typed);
        const q = typed.trim();
        if (q !== "") navigate(`${paths.search}?${new URLSearchParams({ q })}`);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {text.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={value}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={text.placeholder}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit">{text.button}</button>
    </form>
  );
}
