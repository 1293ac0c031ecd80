/** Vision, mission, PEO, PO and PSO of both programs, from the content pack's static content. */
import type { ProgramVisionMission } from "@dept/contract";
import { useSite } from "../../../lib/site";

export function VisionMission() {
  const { visionMission } = useSite();
  return (
    <div className="vision-mission">
      {visionMission.map((program) => (
        <Program key={program.name} program={program} />
      ))}
    </div>
  );
}

function Program({ program }: { program: ProgramVisionMission }) {
  return (
    <article className="vision-mission__program">
      <h3 className="vision-mission__name">{program.name}</h3>
      <h4>Vision</h4>
      <p className="vision-mission__vision">{program.vision}</p>
      <h4>Mission</h4>
      <LabelledList items={program.mission} label={(index) => `M${index + 1}`} />
      <h4>Program Educational Objectives (PEO)</h4>
      <LabelledList items={program.peo} label={(index) => `PEO ${index + 1}`} />
      <h4>Program Outcomes (PO)</h4>
      <LabelledList items={program.po} label={(index) => `PO ${index + 1}`} />
      <h4>Program Specific Outcomes (PSO)</h4>
      <LabelledList items={program.pso} label={(index) => `PSO ${index + 1}`} />
    </article>
  );
}

function LabelledList({ items, label }: { items: readonly string[]; label: (index: number) => string }) {
  return (
    <ol className="labelled-list">
      {items.map((item, index) => (
        <li key={index}>
          <span className="labelled-list__label">{label(index)}</span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
