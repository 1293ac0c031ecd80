/**
 * The bench's reference point for the viewer figures: pdf.js's own PDFViewer with its defaults,
 * loaded lazily on a click as the site's viewer is, so both timings include fetching pdf.js.
 */
const openButton = document.getElementById("open") as HTMLButtonElement;
const pageNumberBox = document.getElementById("page-number") as HTMLInputElement;

openButton.addEventListener("click", async () => {
  openButton.disabled = true;
  const { openDocument } = await import("./open-document");
  const viewer = await openDocument(
    document.getElementById("viewer-container") as HTMLDivElement,
    document.getElementById("viewer") as HTMLDivElement,
    new URLSearchParams(location.search).get("file") ?? "/document.pdf",
  );
  pageNumberBox.addEventListener("keydown", (event) => {
    if (event.key === "Enter") viewer.currentPageNumber = Number(pageNumberBox.value);
  });
});
