/** Internships by category, then year (newest first); an empty section says 'Nothing to show'. */
import { useId } from "react";
import type { FamilyMembers } from "@dept/contract";
import { groupInternships, type InternshipGroup } from "../internships";
import { FileList } from "../../../components/file-list";
import { QueryContent } from "../../../components/query-content";
import { useCollectionList } from "../../../lib/collection-list";
import { useT } from "../../../i18n/i18n";

export function InternshipsSection({ collection }: { collection: FamilyMembers<"internship"> }) {
  const query = useCollectionList(collection);
  return (
    <QueryContent query={query} what={useT().academics.internshipsWhat}>
      {(internships) => (
        <div className="internships">
          {groupInternships(internships).map((group) => (
            <InternshipCategory key={group.category} group={group} />
          ))}
        </div>
      )}
    </QueryContent>
  );
}

function InternshipCategory({ group }: { group: InternshipGroup }) {
  const headingId = useId();
  const t = useT();
  const text = t.academics;
  const label = text.internshipCategories[group.category];
  return (
    <section className="internships__category" aria-labelledby={headingId}>
      <h3 id={headingId}>{text.internshipsHeading(label)}</h3>
      {group.years.length === 0 ? (
        <p className="empty-note">{t.common.nothingToShow}</p>
      ) : (
        group.years.map(({ year, internships }) => (
          <section key={year} className="internships__year" aria-label={text.internshipsOf(label, year)}>
            <h4>{year}</h4>
            <FileList
              entries={internships.map((internship, index) => ({
                key: `${index}`,
                label: `${text.internshipsOf(label, year)}${internships.length > 1 ? ` (${index + 1})` : ""}`,
                file: internship.pdf,
              }))}
              emptyText={t.common.nothingToShow}
            />
          </section>
        ))
      )}
    </section>
  );
}
