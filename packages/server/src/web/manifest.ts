/**
 * The web build's manifest (`.vite/manifest.json`): which files a module of the build loads, so the
 * document can preload what a route or a language needs beyond what index.html loads anyway.
 */

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A module's scripts and stylesheets, with the chunks it imports, that index.html does not load already; undefined when the manifest lacks it. */
export function assetsBeyondDocument(
  manifest: Manifest,
  module: string,
): { scripts: string[]; styles: string[] } | undefined {
  if (!manifest[module]) return undefined;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const inDocument = closure("index.html", new Set());
  const keys = [...closure(module, new Set())].filter((key) => !inDocument.has(key));
  return {
    scripts: keys.map((key) => `/${manifest[key]!.file}`),
    styles: keys.flatMap((key) => (manifest[key]!.css ?? []).map((file) => `/${file}`)),
  };
}
