import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ExternalLink, FileLink } from "./external-link";

describe("ExternalLink", () => {
  it("opens an http(s) address in a new tab, and says so", () => {
    expect(renderToStaticMarkup(<ExternalLink href="https://example.edu/a">A</ExternalLink>)).toBe(
      '<a href="https://example.edu/a" target="_blank" rel="noopener noreferrer">A<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(renderToStaticMarkup(<FileLink href="/api/files/a.pdf">Rules</FileLink>)).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
  });

  it("is plain text for any other address", () => {
    expect(renderToStaticMarkup(<ExternalLink href="javascript:alert(1)">A</ExternalLink>)).toBe("<span>A</span>");
    expect(renderToStaticMarkup(<ExternalLink href={null}>A</ExternalLink>)).toBe("<span>A</span>");
  });
});
