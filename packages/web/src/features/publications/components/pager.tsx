/** The department list's pages: previous and next, and where the reader is ("Page 2 of 40"). */
import { useT } from "../../../i18n/i18n";

interface Props {
  page: number;
  pages: number;
  onGo: (page: number) => void;
}

export function Pager({ page, pages, onGo }: Props) {
  const text = useT().publications;
  return (
    <nav className="publications-pager" aria-label={text.pages}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {text.previousPage}
      </button>
      <span aria-current="page">{text.page(page, pages)}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onGo(page + 1)}
      >
        {text.nextPage}
      </button>
    </nav>
  );
}
