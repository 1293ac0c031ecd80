/**
 * The optional list sections of a profile: whitelisted, non-empty, in order (spec section 3). Their
 * items are never translated: on a page in another language they are marked English, as is a
 * heading the catalogue has no translation of.
 */
import { useId } from "react";
import { type FacultyDetail, visibleSections } from "@dept/contract";
import { useT } from "../../../i18n/i18n";
import { useEnglishOnly } from "../../../i18n/fallback";

export function FacultySections({ detail }: { detail: FacultyDetail }) {
  const t = useT();
  const english = useEnglishOnly();
  return visibleSections(detail).map((section) => {
    const heading = t.faculty.sectionHeading(section.key, section.heading);
    return (
      <FacultySection
        key={section.key}
        heading={heading}
        headingLang={heading === section.heading ? english : undefined}
        items={section.items}
      />
    );
  });
}

interface SectionProps {
  heading: string;
  headingLang: "en" | undefined;
  items: string[];
}

function FacultySection({ heading, headingLang, items }: SectionProps) {
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} lang={headingLang}>
        {heading}
      </h2>
      <ul lang={useEnglishOnly()}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
