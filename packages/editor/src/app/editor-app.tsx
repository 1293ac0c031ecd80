/**
 * The web editor (/admin/): sign-in, then the pages the account's role may use (app/editor.tsx).
 * Data comes through TanStack Query (api/, one file per call), addresses through wouter's hash
 * location (`#/c/notices`, `#/e/<id>`, ...).
 */
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { useHashLocation } from "wouter/use-hash-location";
import { useSession } from "../api/get-session";
import { createQueryClient } from "../lib/query-client";
import { SignInPage } from "../pages/sign-in-page";
import { Editor } from "./editor";
import { Loading } from "../components/query-state";

export function EditorApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={useHashLocation}>
        <SessionGate />
      </Router>
    </QueryClientProvider>
  );
}

function SessionGate() {
  const session = useSession();
  if (session.data) return session.data.user ? <Editor user={session.data.user} /> : <SignInPage />;
  if (session.error) {
    return (
      <main className="admin-main">
        <h1>Web editor</h1>
        <p role="alert">The editor cannot start. {session.error.message}</p>
      </main>
    );
  }
  return (
    <main className="admin-main">
      <Loading />
    </main>
  );
}
