/**
 * One publication in a list: title, authors (department members marked: the profile's own member
 * in bold, the others linked to their profiles), venue, year, type, DOI link and the Cite button.
 */
import { Fragment } from "react";
import { Link } from "wouter";
import type { Publication } from "@dept/contract";
import { ExternalLink } from "../links";
import { paths } from "../../config/paths";
import { doiUrl } from "./year-groups";
import { useEnglishOnly } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";

interface Props {
  publication: Publication;
  /** The faculty member whose profile shows the list: their name is in bold, not a link. */
  member?: string;
  onCite: (publication: Publication) => void;
}

export function PublicationItem({ publication, member, onCite }: Props) {
  const { title, authors, venue, year, type, doi, url } = publication;
  const text = useT().publications;
  // Publications are never translated: on a page in another language they are marked English.
  const english = useEnglishOnly();
  return (
    <li className="publication">
      <p className="publication__title" lang={english}>
        {title}
      </p>
      <p className="publication__authors" lang={english}>
        {authors.map((author, index) => (
          <Fragment key={index}>
            {index > 0 && ", "}
            {author.faculty === undefined ? (
              author.name
            ) : author.faculty === member ? (
              <strong>{author.name}</strong>
            ) : (
              <Link to={paths.facultyProfile(author.faculty)} className="publication__member">
                {author.name}
              </Link>
            )}
          </Fragment>
        ))}
      </p>
      <p className="publication__meta">
        {venue && (
          <span className="publication__venue" lang={english}>
            {venue},{" "}
          </span>
        )}
        {year}
        <span className="publication__type">{text.types[type]}</span>
      </p>
      <p className="publication__actions">
        {doi && (
          <span>
            DOI: <ExternalLink href={doiUrl(doi)}>{doi}</ExternalLink>
          </span>
        )}
        {url && <ExternalLink href={url}>{text.webPage}</ExternalLink>}
        <button
          type="button"
          className="button button--secondary publication__cite"
          aria-label={text.citeLabel(title)}
          onClick={() => onCite(publication)}
        >
          {text.cite}
        </button>
      </p>
    </li>
  );
}
