import { describe, expect, it } from "vitest";
import { fileLink, resumeLink } from "@dept/contract";
import { fileUrl, resumeUrl, safeHttpUrl } from "../../lib/links";
import { telephoneHref } from "./components/contact-info";

describe("file links (spec section 7)", () => {
  it("drop /resources/resources/ from stored file paths", () => {
    expect(fileUrl("/resources/resources/ab12/notice.pdf")).toBe("/api/files/ab12/notice.pdf");
    expect(fileLink("https://api.example.edu/", "/resources/resources/ab12/notice.pdf")).toBe(
      "https://api.example.edu/api/files/ab12/notice.pdf",
    );
  });

  it("drop resources/ from resume paths", () => {
    expect(resumeUrl("resources/ab12/resume.pdf")).toBe("/api/files/ab12/resume.pdf");
    expect(resumeLink("https://api.example.edu", "resources/ab12/resume.pdf")).toBe(
      "https://api.example.edu/api/files/ab12/resume.pdf",
    );
  });

  it("keep other paths, without doubling the slash", () => {
    expect(fileUrl("/other/file.pdf")).toBe("/api/files/other/file.pdf");
    expect(resumeUrl("/resources/ab12/resume.pdf")).toBe("/api/files/resources/ab12/resume.pdf");
  });
});

describe("safeHttpUrl", () => {
  it("lets only http(s) URLs through", () => {
    expect(safeHttpUrl("https://example.edu/a")).toBe("https://example.edu/a");
    expect(safeHttpUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeHttpUrl("/relative")).toBeUndefined();
    expect(safeHttpUrl(undefined)).toBeUndefined();
  });
});

describe("telephoneHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telephoneHref("+00 20 5550 2101")).toBe("tel:+002055502101");
    expect(telephoneHref("(020) 555-0101")).toBe("tel:0205550101");
    expect(telephoneHref("n/a")).toBeUndefined();
  });
});
