/** Vision, mission, PEO, PO and PSO of both programs, from the content pack's static content. */
import type { ProgramVisionMission } from "@dept/contract";
import { useSite } from "../../../lib/site";
import { fallbackLang, useEnglishOnly } from "../../../i18n/fallback";
import { useT } from "../../../i18n/i18n";

export function VisionMission() {
  const site = useSite();
  return (
    <div className="vision-mission">
      {site.visionMission.map((program, index) => (
        <Program
          key={program.name}
          program={program}
          lang={(field) => fallbackLang(site, `visionMission.${index}.${field}`)}
        />
      ))}
    </div>
  );
}

/** `lang`: "en" for a field of the program shown in English on a page in another language. */
function Program({ program, lang }: { program: ProgramVisionMission; lang: (field: string) => "en" | undefined }) {
  const text = useT().academics;
  return (
    <article className="vision-mission__program">
      {/* The program's name is fixed by the spec, in English. */}
      <h3 className="vision-mission__name" lang={useEnglishOnly()}>
        {program.name}
      </h3>
      <h4>{text.vision}</h4>
      <p className="vision-mission__vision" lang={lang("vision")}>
        {program.vision}
      </p>
      <h4>{text.mission}</h4>
      <LabelledList items={program.mission} label={(index) => `M${index + 1}`} lang={lang("mission")} />
      <h4>{text.peo}</h4>
      <LabelledList items={program.peo} label={(index) => `PEO ${index + 1}`} lang={lang("peo")} />
      <h4>{text.po}</h4>
      <LabelledList items={program.po} label={(index) => `PO ${index + 1}`} lang={lang("po")} />
      <h4>{text.pso}</h4>
      <LabelledList items={program.pso} label={(index) => `PSO ${index + 1}`} lang={lang("pso")} />
    </article>
  );
}

function LabelledList({
  items,
  label,
  lang,
}: {
  items: readonly string[];
  label: (index: number) => string;
  lang: "en" | undefined;
}) {
  return (
    <ol className="labelled-list">
      {items.map((item, index) => (
        <li key={index}>
          <span className="labelled-list__label">{label(index)}</span>
          <span lang={lang}>{item}</span>
        </li>
      ))}
    </ol>
  );
}
