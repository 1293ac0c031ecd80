/**
 * Faculty list (spec section 2): one card per CSE faculty member, a link to the department's
 * publications (issue 25), and the MCA faculty page outside.
 */
import { Link } from "wouter";
import { useSite } from "../../lib/site";
import type { FacultySummary } from "@dept/contract";
import { paths } from "../../config/paths";
import { ExternalLink } from "../../components/links";
import { InlineError } from "../../components/inline-error";
import { Loading } from "../../components/loading";
import { PageBanner } from "../../components/page-banner";
import { ResponsiveImage } from "../../components/responsive-image";
import { useFacultyList } from "../../lib/faculty-list";
import { fallbackLang } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";
import "./faculty.css";

export function FacultyListPage() {
  const site = useSite();
  const t = useT();
  const facultyList = useFacultyList();
  return (
    <div className="page">
      <PageBanner title={t.pages.faculty.title} />
      <div className="container faculty-list">
        <p className="faculty-list__external">
          <Link to={paths.publications} className="button button--secondary">
            {t.faculty.publicationsLink}
          </Link>
          <ExternalLink
            href={site.links.mcaFaculty.url}
            className="button button--secondary"
            lang={fallbackLang(site, "links.mcaFaculty.label")}
          >
            {site.links.mcaFaculty.label}
          </ExternalLink>
        </p>
        {facultyList.isPending ? (
          <Loading />
        ) : facultyList.isError ? (
          <InlineError what={t.faculty.what} onRetry={() => void facultyList.refetch()} />
        ) : (
          <ul className="faculty-grid" role="list">
            {facultyList.data.faculties.map((faculty, index) => (
              <FacultyCard key={faculty.id} faculty={faculty} eager={index < 4} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function FacultyCard({ faculty, eager }: { faculty: FacultySummary; eager: boolean }) {
  return (
    <li className="card card--interactive faculty-card">
      <ResponsiveImage
        value={faculty.image}
        alt=""
        width={320}
        height={320}
        sizes="(min-width: 1200px) 276px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, (min-width: 420px) 50vw, 100vw"
        eager={eager}
        className="faculty-card__image"
      />
      <div className="faculty-card__body">
        <h2 className="faculty-card__name">
          <Link
            to={paths.facultyProfile(faculty.id)}
            className="faculty-card__link"
            lang={fallbackLang(faculty, "name")}
          >
            {faculty.name}
          </Link>
        </h2>
        <p className="faculty-card__designation" lang={fallbackLang(faculty, "designation")}>
          {faculty.designation}
        </p>
        <p className="faculty-card__qualification" lang={fallbackLang(faculty, "qualification")}>
          {faculty.qualification}
        </p>
      </div>
    </li>
  );
}
