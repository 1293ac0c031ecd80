export * from "./entities.js";
export * from "./faculty-sections.js";
export * from "./file-links.js";
export * from "./images.js";
export * from "./routes.js";
export * from "./site.js";
export * from "./search.js";
export * from "./feeds.js";
