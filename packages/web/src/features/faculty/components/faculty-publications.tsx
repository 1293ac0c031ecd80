/**
 * A profile's Publications section (issue 25): the member's publications by year, newest first,
 * with Cite on each and the whole list as a BibTeX download. Shown only once the member has
 * publications; while they load it takes no room, and a failed load offers a retry.
 */
import { useId, useMemo } from "react";
import { citeKeys } from "@dept/contract";
import { InlineError } from "../../../components/inline-error";
import { publicationsBibUrl, usePublications } from "../../../lib/publications";
import { PublicationList } from "../../../components/publication-list/publication-list";
import { PROFILE_NEWEST } from "../../../components/publication-list/year-groups";
import { useT } from "../../../i18n/i18n";

export function FacultyPublications({ faculty }: { faculty: string }) {
  const id = useId();
  const text = useT().publications;
  const publications = usePublications(faculty);
  const list = publications.data?.publications;
  const keys = useMemo(() => citeKeys(list ?? []), [list]);

  if (publications.isError) return <InlineError what={text.what} onRetry={() => void publications.refetch()} />;
  if (!list || list.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{text.heading}</h2>
      <p className="publications-download">
        <a href={publicationsBibUrl(faculty)} download>
          {text.download}
        </a>
      </p>
      <PublicationList publications={list} keys={keys} yearHeading="h3" member={faculty} newest={PROFILE_NEWEST} />
    </section>
  );
}
