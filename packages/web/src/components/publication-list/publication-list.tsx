/**
 * A list of publications grouped by year, newest first, with one Cite dialog for the whole list
 * (so a long list does not carry a dialog per item). Cite keys come from `keys`: the page's whole
 * list (what its .bib download holds), so a filter never changes an item's key.
 */
import { useId, useState } from "react";
import { bibtexEntry, type Publication } from "@dept/contract";
import { useT } from "../../i18n/i18n";
import { groupByYear, yearCounts, type YearGroup } from "./year-groups";
import { CiteDialog } from "./cite-dialog";
import { PublicationItem } from "./publication-item";
import "./publication-list.css";

interface Props {
  publications: readonly Publication[];
  keys: ReadonlyMap<string, string>;
  /** The heading level of each year: under the profile's "Publications" heading, or the page's own. */
  yearHeading: "h2" | "h3";
  /** The faculty member whose profile shows the list. */
  member?: string;
  /**
   * A profile's summary: the count per year above the list, and only the newest this many works
   * until "Show all N" (a phone does not scroll through hundreds).
   */
  newest?: number;
}

export function PublicationList({ publications, keys, yearHeading, member, newest }: Props) {
  const [citing, setCiting] = useState<Publication>();
  const [all, setAll] = useState(false);
  const text = useT().publications;
  const cut = newest !== undefined && publications.length > newest;
  const shown = cut && !all ? publications.slice(0, newest) : publications;
  // On a profile, the works the editor marked "Selected publication" come first, under their own heading.
  const selected = newest === undefined ? [] : publications.filter((publication) => publication.selected);
  return (
    <div className="publications">
      {selected.length > 0 && (
        <YearSection
          group={{ year: null, publications: selected }}
          title={text.selected}
          heading={yearHeading}
          member={member}
          onCite={setCiting}
        />
      )}
      {newest !== undefined && publications.length > newest && (
        <p className="publications__per-year">
          <span className="publications__per-year-label">{text.perYear}: </span>
          {yearCounts(publications)
            .map(({ year, count }) => `${year ?? text.undated}: ${count}`)
            .join(" · ")}
        </p>
      )}
      {groupByYear(shown).map((group) => (
        <YearSection
          key={group.year ?? "undated"}
          group={group}
          heading={yearHeading}
          member={member}
          onCite={setCiting}
        />
      ))}
      {cut && !all && (
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          {text.showAll(publications.length)}
        </button>
      )}
      <CiteDialog
        bibtex={citing && bibtexEntry(citing, keys.get(citing.key))}
        title={citing?.title ?? ""}
        onClose={() => setCiting(undefined)}
      />
    </div>
  );
}

interface YearProps {
  group: YearGroup;
  /** The section's heading when it is not a year's (Selected publications). */
  title?: string;
  heading: "h2" | "h3";
  member?: string;
  onCite: (publication: Publication) => void;
}

function YearSection({ group, title, heading: Heading, member, onCite }: YearProps) {
  const id = useId();
  const text = useT().publications;
  return (
    <section className="publications__year" aria-labelledby={id}>
      <Heading id={id} className="publications__year-title">
        {title ?? group.year ?? text.undated}
      </Heading>
      <ol className="publications__list">
        {group.publications.map((publication) => (
          <PublicationItem key={publication.key} publication={publication} member={member} onCite={onCite} />
        ))}
      </ol>
    </section>
  );
}
