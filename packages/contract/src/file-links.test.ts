import { describe, expect, it } from "vitest";
import { documentKey, fileLink, resumeLink } from "./file-links.js";

describe("file links", () => {
  it("strips /resources/resources/ from stored file paths", () => {
    expect(fileLink("", "/resources/resources/ab12/notice.pdf")).toBe("/api/files/ab12/notice.pdf");
    expect(fileLink("https://api.example.edu/", "/resources/resources/x.pdf")).toBe(
      "https://api.example.edu/api/files/x.pdf",
    );
  });

  it("strips resources/ from resume paths", () => {
    expect(resumeLink("", "resources/ab12/cv.pdf")).toBe("/api/files/ab12/cv.pdf");
  });

  it("leaves other paths as they are, without a doubled slash", () => {
    expect(fileLink("", "/other/x.pdf")).toBe("/api/files/other/x.pdf");
  });
});

describe("document keys", () => {
  it("are the first 16 characters of the stored file's hash", () => {
    expect(documentKey("/resources/resources/0123456789abcdef0123/bos.pdf")).toBe("0123456789abcdef");
  });
});
