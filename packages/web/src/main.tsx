import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { currentPath } from "./app/hash-location";
import { preloadRoute } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import "./styles/global.css";

const queryClient = createQueryClient();
// The landing page's chunk and data start loading now, not once React has rendered down to them.
void preloadRoute(currentPath(), queryClient);

// The first render runs in a task of its own, so those requests are on their way during it.
setTimeout(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}, 0);
