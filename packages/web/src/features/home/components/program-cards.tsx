/** The two program cards: CSE links inside the site, MCA to its own site in a new tab. */
import { Link } from "wouter";
import type { Site } from "@dept/contract";
import { paths } from "../../../config/paths";
import { ExternalLink } from "../../../components/links";
import { fallbackLang } from "../../../i18n/fallback";
import { useSite } from "../../../lib/site";

type Program = Site["programs"]["cse"];

function ProgramImage({ program, lang }: { program: Program; lang: "en" | undefined }) {
  return (
    <img
      className="program-card__image"
      src={program.image.src}
      srcSet={program.image.srcSet}
      sizes="(min-width: 1200px) 576px, (min-width: 720px) 50vw, 100vw"
      width={program.image.width}
      height={program.image.height}
      alt={program.image.alt}
      lang={lang}
      loading="lazy"
      decoding="async"
    />
  );
}

export function ProgramCards({ programs }: { programs: Site["programs"] }) {
  const site = useSite();
  const lang = (path: string) => fallbackLang(site, `programs.${path}`);
  return (
    <ul className="program-cards" role="list">
      <li className="card card--interactive program-card">
        <ProgramImage program={programs.cse} lang={lang("cse.image.alt")} />
        <div className="program-card__body">
          <h3 className="program-card__title">
            <Link to={paths.academics} className="program-card__link" lang={lang("cse.title")}>
              {programs.cse.title}
            </Link>
          </h3>
          <p lang={lang("cse.description")}>{programs.cse.description}</p>
        </div>
      </li>
      <li className="card card--interactive program-card">
        <ProgramImage program={programs.mca} lang={lang("mca.image.alt")} />
        <div className="program-card__body">
          <h3 className="program-card__title">
            <ExternalLink href={programs.mca.url} className="program-card__link" lang={lang("mca.title")}>
              {programs.mca.title}
            </ExternalLink>
          </h3>
          <p lang={lang("mca.description")}>{programs.mca.description}</p>
        </div>
      </li>
    </ul>
  );
}
