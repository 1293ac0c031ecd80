import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { Language, Site } from "@dept/contract";
import type { Catalogue } from "../i18n/catalogues/en";
import { I18nProvider } from "../i18n/i18n";
import { SiteProvider } from "../lib/site";
import { AppRouter } from "./router";

interface AppProps {
  queryClient: QueryClient;
  /** The site content in the page's language (the server serves each language's). */
  site: Site;
  /** The page's language, and its chrome texts. */
  lang: Language;
  catalogue: Catalogue;
}

export function App({ queryClient, site, lang, catalogue }: AppProps) {
  return (
    <I18nProvider lang={lang} catalogue={catalogue}>
      <SiteProvider site={site}>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </SiteProvider>
    </I18nProvider>
  );
}
