/**
 * The department page's filters: three labelled selects (year, type, faculty member), each with
 * an "All" choice, and a button that clears them all. A change applies at once (no submit); the
 * page keeps the filters in its hash query.
 */
import { useId } from "react";
import type { FilterCounts } from "../paging";
import { type FilterChoices, filtersQuery, type PublicationFilters, readFilters } from "../publications";
import { useT } from "../../../i18n/i18n";

/** A choice with how many works it lists: "2024 (12)". */
const withCount = (label: string, count: number) => `${label} (${count})`;

interface Props {
  filters: PublicationFilters;
  choices: FilterChoices;
  /** How many works each value lists with the other filters as they are. */
  counts: FilterCounts;
  onChange: (filters: PublicationFilters) => void;
}

export function PublicationFilterForm({ filters, choices, counts, onChange }: Props) {
  const id = useId();
  const text = useT().publications;
  const set = (name: keyof PublicationFilters, value: string) => {
    const params = filtersQuery(filters);
    if (value === "") params.delete(name);
    else params.set(name, value);
    onChange(readFilters(params));
  };

  return (
    <form className="publication-filters" aria-label={text.filters} onSubmit={(event) => event.preventDefault()}>
      <div className="publication-filters__field">
        <label htmlFor={`${id}-year`}>{text.year}</label>
        <select id={`${id}-year`} value={filters.year ?? ""} onChange={(event) => set("year", event.target.value)}>
          <option value="">{text.allYears}</option>
          {choices.years.map((year) => (
            <option key={year} value={year}>
              {withCount(String(year), counts.years.get(year) ?? 0)}
            </option>
          ))}
        </select>
      </div>
      <div className="publication-filters__field">
        <label htmlFor={`${id}-type`}>{text.type}</label>
        <select id={`${id}-type`} value={filters.type ?? ""} onChange={(event) => set("type", event.target.value)}>
          <option value="">{text.allTypes}</option>
          {choices.types.map((type) => (
            <option key={type} value={type}>
              {withCount(text.types[type], counts.types.get(type) ?? 0)}
            </option>
          ))}
        </select>
      </div>
      <div className="publication-filters__field">
        <label htmlFor={`${id}-faculty`}>{text.member}</label>
        <select
          id={`${id}-faculty`}
          value={filters.faculty ?? ""}
          onChange={(event) => set("faculty", event.target.value)}
        >
          <option value="">{text.allMembers}</option>
          {choices.faculty.map((member) => (
            <option key={member.id} value={member.id}>
              {withCount(member.name, counts.faculty.get(member.id) ?? 0)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--secondary publication-filters__clear"
        onClick={() => onChange({})}
      >
        {text.clear}
      </button>
    </form>
  );
}
