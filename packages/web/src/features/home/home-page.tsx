/**
 * Home (spec section 2): welcome banner, photo carousel, about text, quick links, the video
 * dialog, the head-of-department message and the two program cards. The text parts come from the
 * API ('loading' until they arrive); photos, links and programs are static content of the pack.
 */
import site from "virtual:site";
import { ExternalLink } from "../../components/external-link";
import { InlineError } from "../../components/inline-error";
import { Loading } from "../../components/loading";
import { PageTitle } from "../../components/page-banner";
import { PhotoCarousel } from "../../components/carousel/photo-carousel";
import { ResponsiveImage } from "../../components/responsive-image";
import { useHomepage } from "./api/get-homepage";
import { ProgramCards } from "./components/program-cards";
import { VideoDialog } from "./components/video-dialog";
import { splitParagraphs } from "./paragraphs";
import "./home.css";

// Spec section 9: the home carousel moves every 6000 ms with a 1000 ms transition.
const CAROUSEL_INTERVAL_MS = 6000;
const CAROUSEL_TRANSITION_MS = 1000;

export function HomePage() {
  const homepage = useHomepage();

  if (homepage.isPending) {
    return (
      <div className="page">
        <PageTitle title="Home" />
        <Loading />
      </div>
    );
  }
  if (homepage.isError) {
    return (
      <div className="page">
        <PageTitle title="Home" />
        <InlineError what="the home page" onRetry={() => void homepage.refetch()} />
      </div>
    );
  }

  const { department, about_dept, HOD_name, HOD_profile_image, HODs_message } = homepage.data;
  return (
    <div className="page home">
      <PageTitle title="Home" />
      <header className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">
            <span className="home-hero__welcome">Welcome to the</span> {department}
          </h1>
          <p className="home-hero__college">{site.college.name}</p>
        </div>
      </header>

      <div className="container home__carousel">
        <PhotoCarousel
          label="Photos of the department"
          images={site.homeCarousel}
          interval={CAROUSEL_INTERVAL_MS}
          transitionMs={CAROUSEL_TRANSITION_MS}
        />
      </div>

      <div className="container home__intro">
        <section className="home-about" aria-labelledby="home-about-title">
          <h2 id="home-about-title">About the Department</h2>
          {splitParagraphs(about_dept).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
        <aside className="home-aside">
          <section className="quick-links" aria-labelledby="quick-links-title">
            <h2 id="quick-links-title">Quick Links</h2>
            <ul role="list">
              {site.quickLinks.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
          <section className="home-video" aria-labelledby="home-video-title">
            <h2 id="home-video-title">Department Video</h2>
            <p>{site.video.title}</p>
            <VideoDialog title={site.video.title} src={site.video.file.src} type={site.video.file.type} captions={site.video.captions} />
          </section>
        </aside>
      </div>

      <div className="container">
        <section className="hod-message" aria-labelledby="hod-message-title">
          <ResponsiveImage
            value={HOD_profile_image}
            alt={`Photo of ${HOD_name}`}
            width={320}
            height={320}
            sizes="(min-width: 720px) 240px, 60vw"
            className="hod-message__photo"
          />
          <div className="hod-message__body">
            <h2 id="hod-message-title">{site.hod.title}</h2>
            {splitParagraphs(HODs_message).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <p className="hod-message__signature">
              <strong>{HOD_name}</strong>
              <br />
              {site.hod.designation}
            </p>
          </div>
        </section>
      </div>

      <div className="container">
        <section className="home-programs" aria-labelledby="home-programs-title">
          <h2 id="home-programs-title">Our Programs</h2>
          <ProgramCards programs={site.programs} />
        </section>
      </div>
    </div>
  );
}
