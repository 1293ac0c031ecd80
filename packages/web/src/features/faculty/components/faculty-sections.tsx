/** The optional list sections of a profile: whitelisted, non-empty, in order (spec section 3). */
import { useId } from "react";
import { type FacultyDetail, visibleSections } from "@dept/contract";

export function FacultySections({ detail }: { detail: FacultyDetail }) {
  return visibleSections(detail).map((section) => <FacultySection key={section.key} heading={section.heading} items={section.items} />);
}

function FacultySection({ heading, items }: { heading: string; items: string[] }) {
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
