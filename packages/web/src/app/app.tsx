import type { ComponentType } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { Site } from "@dept/contract";
import { SiteProvider } from "../lib/site";
import { AppRouter } from "./router";

interface AppProps {
  queryClient: QueryClient;
  site: Site;
  /** The home page itself instead of its chunk: for the server's render (entry-server.tsx). */
  homePage?: ComponentType;
}

export function App({ queryClient, site, homePage }: AppProps) {
  return (
    <SiteProvider site={site}>
      <QueryClientProvider client={queryClient}>
        <AppRouter homePage={homePage} />
      </QueryClientProvider>
    </SiteProvider>
  );
}
