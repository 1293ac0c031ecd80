/** The title band at the top of a page; also names the page in the document title. */
import site from "virtual:site";

export function PageBanner({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="page-banner">
      <title>{`${title} | ${site.department.shortName}, ${site.college.name}`}</title>
      <h1>{title}</h1>
      {children}
    </header>
  );
}

/** The document title for pages whose heading is not a banner. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${site.department.shortName}, ${site.college.name}`}</title>;
}
