/**
 * The department page's filters: three labelled selects (year, type, faculty member), each with
 * an "All" choice, and a button that clears them all. A change applies at once (no submit); the
 * page keeps the filters in its hash query.
 */
import { useId } from "react";
import { type FilterChoices, filtersQuery, type PublicationFilters, readFilters } from "../publications";
import { useT } from "../../../i18n/i18n";

interface Props {
  filters: PublicationFilters;
  choices: FilterChoices;
  onChange: (filters: PublicationFilters) => void;
}

export function PublicationFilterForm({ filters, choices, onChange }: Props) {
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
              {year}
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
              {text.types[type]}
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
              {member.name}
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
