/**
 * Faculty profile (spec section 2): name, designation, photo, education, resume, the optional
 * sections, the publications (issue 25) and contact details. A bad id or a failed load goes to the not-found page (section 8).
 */
import { Link, Redirect, useParams } from "wouter";
import { isFacultyId } from "@dept/contract";
import { paths } from "../../config/paths";
import { FileLink } from "../../components/links";
import { Loading } from "../../components/loading";
import { PageTitle } from "../../components/page-banner";
import { ResponsiveImage } from "../../components/responsive-image";
import { resumeUrl } from "../../lib/links";
import { useFacultyDetails } from "./api/get-faculty-details";
import { ContactInfo } from "./components/contact-info";
import { FacultyPublications } from "./components/faculty-publications";
import { FacultySections } from "./components/faculty-sections";
import { fallbackLang, useEnglishOnly } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";
import "./faculty.css";

export function FacultyProfilePage() {
  const id = decodeParam(useParams<{ id: string }>().id);
  const validId = id !== undefined && isFacultyId(id);
  const details = useFacultyDetails(id ?? "", { enabled: validId });
  const t = useT();
  const english = useEnglishOnly();

  if (!validId || details.isError) return <Redirect to={paths.notFound} replace />;

  const backLink = (
    <p className="profile-back">
      <Link to={paths.faculty}>
        <span aria-hidden="true">← </span>
        {t.faculty.back}
      </Link>
    </p>
  );

  if (details.isPending) {
    return (
      <div className="page container">
        <PageTitle title={t.faculty.profile} />
        {backLink}
        <Loading />
      </div>
    );
  }

  const detail = details.data;
  const educations = Object.entries(detail.educations);
  const nameLang = fallbackLang(detail, "name");
  return (
    <div className="page container profile">
      <PageTitle title={detail.name} />
      {backLink}
      <header className="profile-header">
        <ResponsiveImage
          value={detail.image}
          alt={t.common.photoOf(detail.name)}
          width={320}
          height={320}
          sizes="200px"
          eager
          className="profile-header__photo"
        />
        <div className="profile-header__text">
          <h1 lang={nameLang}>{detail.name}</h1>
          <p className="profile-header__designation" lang={fallbackLang(detail, "designation")}>
            {detail.designation}
          </p>
          {detail.resume && (
            <p>
              <FileLink href={resumeUrl(detail.resume)} className="button">
                {t.faculty.resume}
              </FileLink>
            </p>
          )}
        </div>
      </header>
      <div className="profile-body">
        <div className="profile-main">
          {educations.length > 0 && (
            <section className="profile-section" aria-labelledby="profile-education-title">
              <h2 id="profile-education-title">{t.faculty.education}</h2>
              <ul className="profile-education" lang={english}>
                {educations.map(([degree, details]) => (
                  <li key={degree}>
                    <strong>{degree}</strong>
                    {details && <span>: {details}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <FacultySections detail={detail} />
          <FacultyPublications faculty={id} />
        </div>
        <ContactInfo detail={detail} />
      </div>
    </div>
  );
}

/** The router hands the id over as it appears in the URL; a malformed escape is a bad id. */
function decodeParam(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
