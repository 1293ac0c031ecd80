/**
 * Home (spec section 2): welcome banner, photo carousel, about text, quick links, the video
 * dialog, the head-of-department message and the two program cards. The text parts come from the
 * API ('loading' until they arrive); the banner, photos, links and programs are the pack's static
 * content, so the server renders them into the document and the first screen needs no script.
 */
import type { ApiResponse } from "@dept/contract";
import { ExternalLink } from "../../components/links";
import { InlineError } from "../../components/inline-error";
import { Loading } from "../../components/loading";
import { PageTitle } from "../../components/page-banner";
import { PhotoCarousel } from "../../components/carousel/photo-carousel";
import { ResponsiveImage } from "../../components/responsive-image";
import { useHydrated, useSite } from "../../lib/site";
import { useHomepage } from "./api/get-homepage";
import { fallbackLang, Marked } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";
import type { Catalogue } from "../../i18n/catalogues/en";
import { ProgramCards } from "./components/program-cards";
import { VideoDialog } from "./components/video-dialog";
import { splitParagraphs } from "./paragraphs";
import "./home.css";

// Spec section 9: the home carousel moves every 6000 ms with a 1000 ms transition.
const CAROUSEL_INTERVAL_MS = 6000;
const CAROUSEL_TRANSITION_MS = 1000;

type Homepage = ApiResponse<"homepage">;

export function HomePage() {
  const site = useSite();
  const t = useT();
  const text = t.home;
  const homepage = useHomepage();
  const data = homepage.data;

  return (
    <div className="page home">
      <PageTitle title={t.pages.home.title} />
      <header className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">
            {text.welcomeBefore && <span className="home-hero__welcome">{text.welcomeBefore}</span>}
            {text.welcomeBefore && " "}
            <span className="home-hero__name">
              <Marked lang={fallbackLang(site, "department.name")}>{site.department.name}</Marked>
            </span>
            {text.welcomeAfter && " "}
            {text.welcomeAfter && <span className="home-hero__welcome">{text.welcomeAfter}</span>}
          </h1>
          <p className="home-hero__college" lang={fallbackLang(site, "college.name")}>
            {site.college.name}
          </p>
        </div>
      </header>

      <div className="container home__carousel">
        <PhotoCarousel
          label={text.photos}
          images={site.homeCarousel}
          altLang={(index) => fallbackLang(site, `homeCarousel.${index}.alt`)}
          interval={CAROUSEL_INTERVAL_MS}
          transitionMs={CAROUSEL_TRANSITION_MS}
        />
      </div>

      <div className="container home__intro">
        {/* The links and the video come first: on a phone they fill the first screen with static
            content, and the API's text arrives below it, moving nothing in view. */}
        <aside className="home-aside">
          <section className="quick-links" aria-labelledby="quick-links-title">
            <h2 id="quick-links-title">{text.quickLinks}</h2>
            <ul role="list">
              {site.quickLinks.map((link, index) => (
                <li key={link.url}>
                  <ExternalLink href={link.url} lang={fallbackLang(site, `quickLinks.${index}.label`)}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
          <section className="home-video" aria-labelledby="home-video-title">
            <h2 id="home-video-title">{text.video}</h2>
            <p lang={fallbackLang(site, "video.title")}>{site.video.title}</p>
            <VideoDialog
              title={site.video.title}
              titleLang={fallbackLang(site, "video.title")}
              src={site.video.file.src}
              type={site.video.file.type}
              captions={site.video.captions}
            />
          </section>
        </aside>
        <section className="home-about" aria-labelledby="home-about-title">
          <h2 id="home-about-title">{text.about}</h2>
          {data ? (
            splitParagraphs(data.about_dept).map((paragraph, index) => (
              <p key={index} lang={fallbackLang(data, "about_dept")}>
                {paragraph}
              </p>
            ))
          ) : (
            <AboutPending failed={homepage.isError} what={text.what} onRetry={() => void homepage.refetch()} />
          )}
        </section>
      </div>

      {data && <HodMessage site={site} homepage={data} t={t} />}

      <div className="container">
        <section className="home-programs" aria-labelledby="home-programs-title">
          <h2 id="home-programs-title">{text.programs}</h2>
          <ProgramCards programs={site.programs} />
        </section>
      </div>
    </div>
  );
}

/**
 * What the about section shows before its text: 'loading', or the error once the answer failed.
 * The server renders this page with its answer (entry-server.tsx) and sends no error, so a
 * failure shows only once hydrated. Only this part renders again once hydrated, not the page:
 * that render is synchronous, and the whole page's would be a long task on a slow phone.
 */
function AboutPending({ failed, what, onRetry }: { failed: boolean; what: string; onRetry: () => void }) {
  const hydrated = useHydrated();
  return hydrated && failed ? <InlineError what={what} onRetry={onRetry} /> : <Loading />;
}

function HodMessage({ site, homepage, t }: { site: ReturnType<typeof useSite>; homepage: Homepage; t: Catalogue }) {
  const { HOD_name, HOD_profile_image, HODs_message } = homepage;
  const nameLang = fallbackLang(homepage, "HOD_name");
  return (
    <div className="container">
      <section className="hod-message" aria-labelledby="hod-message-title">
        <ResponsiveImage
          value={HOD_profile_image}
          alt={t.common.photoOf(HOD_name)}
          width={320}
          height={320}
          sizes="(min-width: 720px) 240px, 60vw"
          className="hod-message__photo"
        />
        <div className="hod-message__body">
          <h2 id="hod-message-title" lang={fallbackLang(site, "hod.title")}>
            {site.hod.title}
          </h2>
          {splitParagraphs(HODs_message).map((paragraph, index) => (
            <p key={index} lang={fallbackLang(homepage, "HODs_message")}>
              {paragraph}
            </p>
          ))}
          <p className="hod-message__signature">
            <strong lang={nameLang}>{HOD_name}</strong>
            <br />
            <Marked lang={fallbackLang(site, "hod.designation")}>{site.hod.designation}</Marked>
          </p>
        </div>
      </section>
    </div>
  );
}
