/**
 * One publication in a list: title, authors (department members marked: the profile's own member
 * in bold, the others linked to their profiles), venue, year, type, DOI link and the Cite button.
 */
import { Fragment } from "react";
import { Link } from "wouter";
import type { Publication } from "@dept/contract";
import { ExternalLink } from "@dept/ui/external-link";
import { paths } from "../../../config/paths";
import { doiUrl, TYPE_LABELS } from "../publications";

interface Props {
  publication: Publication;
  /** The faculty member whose profile shows the list: their name is in bold, not a link. */
  member?: string;
  onCite: (publication: Publication) => void;
}

export function PublicationItem({ publication, member, onCite }: Props) {
  const { title, authors, venue, year, type, doi, url } = publication;
  return (
    <li className="publication">
      <p className="publication__title">{title}</p>
      <p className="publication__authors">
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
        {venue && <span className="publication__venue">{venue}, </span>}
        {year}
        <span className="publication__type">{TYPE_LABELS[type]}</span>
      </p>
      <p className="publication__actions">
        {doi && (
          <span>
            DOI: <ExternalLink href={doiUrl(doi)}>{doi}</ExternalLink>
          </span>
        )}
        {url && <ExternalLink href={url}>Web page</ExternalLink>}
        <button type="button" className="button button--secondary publication__cite" aria-label={`Cite “${title}”`} onClick={() => onCite(publication)}>
          Cite
        </button>
      </p>
    </li>
  );
}
