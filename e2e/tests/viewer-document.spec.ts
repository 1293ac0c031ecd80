/** The PDF viewer, part 1 (issue 6): opening documents, navigation, zoom, modes, sidebar, dialogs. */
import { test, expect } from "../fixtures/test";
import { ATTACHMENT_NAME, METADATA, OUTLINE, PASSWORD, testPdfs, type TestPdfs } from "../fixtures/pdfs/generate";
import {
  expectDocument,
  moreAction,
  openBosViewer,
  openFile,
  pageNumberBox,
  zoomButton,
} from "../fixtures/pdfs/viewer-page";

let pdfs: TestPdfs;
test.beforeAll(async () => {
  pdfs = await testPdfs();
});

test("opens a local .pdf file and refuses other files", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.text);
  await expect(viewer.getByRole("alert")).toHaveText("Only .pdf files can be opened.");
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  await expect(viewer.locator(".textLayer").first()).toContainText("Syllabus search test page one.");
});

test("a password-protected document asks for the password, says when it is wrong, and opens", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.password);
  const dialog = page.getByRole("dialog", { name: "Password required" });
  await expect(dialog).toContainText("This document is protected. Enter the password to open it.");
  await dialog.getByLabel("Password").fill("wrong password");
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The password is wrong. Please try again.");
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(dialog).toBeHidden();
  await expectDocument(viewer, 2);
});

test("cancelling the password prompt and a broken file both show 'Cannot load document'", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.password);
  await page.getByRole("dialog", { name: "Password required" }).getByRole("button", { name: "Cancel" }).click();
  await expect(viewer.getByRole("alert")).toContainText("Cannot load document");
  await expect(viewer.getByRole("alert")).toContainText("A password is needed to open this document.");
  await openFile(page, viewer, pdfs.broken);
  await expect(viewer.getByRole("alert")).toHaveText("Cannot load document");
});

test("page navigation: buttons, the page-number box rules and arrow keys", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  const box = pageNumberBox(viewer);
  await viewer.getByRole("button", { name: "Next page" }).click();
  await expect(box).toHaveValue("2");
  await viewer.getByRole("button", { name: "Previous page" }).click();
  await expect(box).toHaveValue("1");
  await box.fill("3");
  await box.press("Enter");
  await expect(box).toHaveValue("3");
  for (const invalid of ["", "0", "4", "abc"]) {
    await box.fill(invalid);
    await box.press("Enter");
    await expect(box).toHaveValue("3");
  }
  await box.press("ArrowUp");
  await expect(box).toHaveValue("2");
  await box.press("ArrowDown");
  await expect(box).toHaveValue("3");
  await expect(viewer.getByRole("button", { name: "Next page" })).toBeDisabled();
});

test("zoom: buttons step through the spec's steps, the zoom menu, and Ctrl with the wheel", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.plain);
  await expectDocument(viewer, 2);
  const zoom = zoomButton(viewer);
  await zoom.click();
  const menu = viewer.getByRole("menu", { name: "Zoom document" });
  const entries = [
    "50%",
    "75%",
    "100%",
    "125%",
    "150%",
    "200%",
    "300%",
    "400%",
    "Actual size",
    "Page fit",
    "Page width",
  ];
  await expect(menu.getByRole("menuitemradio")).toHaveText(entries);
  await menu.getByRole("menuitemradio", { name: "100%" }).click();
  await expect(zoom).toHaveText("100%");
  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom).toHaveText("110%");
  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom).toHaveText("130%");
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await expect(zoom).toHaveText("90%");
  await zoom.click();
  await menu.getByRole("menuitemradio", { name: "Actual size" }).click();
  await expect(zoom).toHaveText("100%");
  await zoom.click();
  await menu.getByRole("menuitemradio", { name: "Page width" }).click();
  const pageWidth = await zoom.textContent();
  await zoom.click();
  await menu.getByRole("menuitemradio", { name: "Page fit" }).click();
  await expect(zoom).not.toHaveText(pageWidth ?? "");

  await zoom.click();
  await menu.getByRole("menuitemradio", { name: "100%" }).click();
  const pages = viewer.getByRole("region", { name: "Pages" });
  await pages.hover();
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -40);
  await page.keyboard.up("Control");
  await expect(zoom).toHaveText("110%");
  // A burst of wheel events less than 40 ms apart is one step (dispatched at once, so a slow
  // machine cannot stretch the burst).
  await pages.evaluate((element) => {
    for (let i = 0; i < 3; i++)
      element.dispatchEvent(new WheelEvent("wheel", { deltaY: -40, ctrlKey: true, bubbles: true, cancelable: true }));
  });
  await expect(zoom).toHaveText("130%");
  await page.waitForTimeout(200);
  await expect(zoom).toHaveText("130%");
  // Without Ctrl the wheel scrolls and does not zoom.
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(200);
  await expect(zoom).toHaveText("130%");
});

test("rotate clockwise and counter-clockwise", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.plain);
  await expectDocument(viewer, 2);
  const firstPage = viewer.locator(".pdfViewer .page").first();
  const size = async () => {
    const box = await firstPage.boundingBox();
    return box ? box.width > box.height : null;
  };
  expect(await size()).toBe(false);
  await moreAction(viewer, "Rotate clockwise");
  await expect.poll(size).toBe(true);
  await moreAction(viewer, "Rotate counterclockwise");
  await expect.poll(size).toBe(false);
  await moreAction(viewer, "Rotate counterclockwise");
  await expect.poll(size).toBe(true);
});

test("scroll and view modes follow the spec's rules", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  const pdfViewer = viewer.locator(".pdfViewer");
  const more = viewer.getByRole("button", { name: "More actions" });
  const menu = viewer.getByRole("menu", { name: "More actions" });
  const radio = (name: string) => menu.getByRole("menuitemradio", { name, exact: true });

  await moreAction(viewer, "Dual page");
  await expect(pdfViewer.locator(".spread").first()).toBeVisible();
  await moreAction(viewer, "Horizontal scrolling");
  await expect(pdfViewer).toHaveClass(/scrollHorizontal/);
  await more.click();
  await expect(radio("Single page")).toHaveAttribute("aria-checked", "true");
  await expect(radio("Dual page")).toHaveAttribute("aria-disabled", "true");
  await expect(radio("Dual page with cover")).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");
  await expect(pdfViewer.locator(".spread")).toHaveCount(0);

  await moreAction(viewer, "Wrapped scrolling");
  await expect(pdfViewer).toHaveClass(/scrollWrapped/);
  await moreAction(viewer, "Page scrolling");
  await more.click();
  await expect(radio("Page scrolling")).toHaveAttribute("aria-checked", "true");
  await expect(radio("Dual page with cover")).not.toHaveAttribute("aria-disabled", "true");
  await radio("Dual page with cover").click();
  await expect(pdfViewer.locator(".spread").first()).toBeVisible();
  await moreAction(viewer, "Vertical scrolling");
  await expect(pdfViewer).not.toHaveClass(/scrollHorizontal|scrollWrapped/);
});

test("light and dark theme switch, full screen and download", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  await expect(viewer).toHaveAttribute("data-theme", "light");
  await viewer.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(viewer).toHaveAttribute("data-theme", "dark");
  await viewer.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(viewer).toHaveAttribute("data-theme", "light");

  await viewer.getByRole("button", { name: "Enter full screen" }).click();
  await expect(viewer.getByRole("button", { name: "Exit full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.classList.contains("pdfv-root"))).toBe(true);
  await viewer.getByRole("button", { name: "Exit full screen" }).click();
  await expect(viewer.getByRole("button", { name: "Enter full screen" })).toBeVisible();

  const download = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("search-and-outline.pdf");
});

test("document properties, with a dash for each missing value", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  const propertiesButton = viewer.getByRole("button", { name: "More actions" });
  await moreAction(viewer, "Document properties");
  const dialog = page.getByRole("dialog", { name: "Document properties" });
  const value = (label: string) =>
    dialog.locator(".pdfv-properties-row", { has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(value("File name")).toHaveText("search-and-outline.pdf");
  await expect(value("File size")).toHaveText(/^\d+\.\d{2} kB$/);
  await expect(value("Title")).toHaveText(METADATA.title);
  await expect(value("Author")).toHaveText(METADATA.author);
  await expect(value("Subject")).toHaveText(METADATA.subject);
  await expect(value("Keywords")).toHaveText(METADATA.keywords.join(" "));
  await expect(value("Creator")).toHaveText(METADATA.creator);
  await expect(value("Creation date")).not.toHaveText("-");
  await expect(value("Modification date")).not.toHaveText("-");
  await expect(value("PDF producer")).toHaveText(METADATA.producer);
  await expect(value("PDF version")).toHaveText(/^1\.\d$/);
  await expect(value("Page count")).toHaveText("3");
  // Escape closes the dialog and focus returns to the control that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(propertiesButton).toBeFocused();

  await openFile(page, viewer, pdfs.plain);
  await expectDocument(viewer, 2);
  await moreAction(viewer, "Document properties");
  for (const label of [
    "Title",
    "Author",
    "Subject",
    "Keywords",
    "Creator",
    "Creation date",
    "Modification date",
    "PDF producer",
  ]) {
    await expect(value(label)).toHaveText("-");
  }
  await expect(value("Page count")).toHaveText("2");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("sidebar: thumbnails, bookmarks and attachments", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  await viewer.getByRole("button", { name: "Toggle sidebar" }).click();
  const sidebar = viewer.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("tab", { name: "Thumbnail" })).toHaveAttribute("aria-selected", "true");
  const third = sidebar.getByRole("button", { name: "Thumbnail of page 3" });
  await expect(sidebar.getByRole("button", { name: "Thumbnail of page 1" })).toHaveAttribute("aria-current", "page");
  await expect(third.locator("img")).toBeVisible();
  expect((await third.locator("img").boundingBox())?.width).toBe(100);
  await third.click();
  await expect(pageNumberBox(viewer)).toHaveValue("3");
  await expect(third).toHaveAttribute("aria-current", "page");

  await sidebar.getByRole("tab", { name: "Bookmark" }).click();
  await expect(sidebar.getByRole("button", { name: OUTLINE.dataScience })).toBeVisible();
  await sidebar.getByRole("button", { name: OUTLINE.intro }).click();
  await expect(pageNumberBox(viewer)).toHaveValue("1");
  await sidebar.getByRole("button", { name: OUTLINE.electives }).click();
  await expect(pageNumberBox(viewer)).toHaveValue("2");

  await sidebar.getByRole("tab", { name: "Attachment" }).click();
  const download = page.waitForEvent("download");
  await sidebar.getByRole("button", { name: ATTACHMENT_NAME }).click();
  expect((await download).suggestedFilename()).toBe(ATTACHMENT_NAME);

  await openFile(page, viewer, pdfs.plain);
  await expectDocument(viewer, 2);
  await expect(sidebar.getByText("This document has no attachment.")).toBeVisible();
  await sidebar.getByRole("tab", { name: "Bookmark" }).click();
  await expect(sidebar.getByText("This document has no bookmark.")).toBeVisible();
});

test("a 500-page document stays fast: few pages and thumbnails are rendered at a time", async ({ page }) => {
  test.setTimeout(90_000);
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.long);
  await expectDocument(viewer, 500);
  const box = pageNumberBox(viewer);
  const canvases = viewer.locator(".pdfViewer .page canvas");
  const pages = viewer.getByRole("region", { name: "Pages" });
  for (let step = 0; step < 12; step++) {
    await pages.evaluate((element) => element.scrollBy(0, element.clientHeight * 4));
    await page.waitForTimeout(150);
    expect(await canvases.count()).toBeLessThanOrEqual(16);
  }
  await box.fill("500");
  await box.press("Enter");
  await expect(box).toHaveValue("500");
  await expect(viewer.locator('.pdfViewer .page[data-page-number="500"] .textLayer')).toContainText("Page 500 of 500");
  expect(await canvases.count()).toBeLessThanOrEqual(16);

  await viewer.getByRole("button", { name: "Toggle sidebar" }).click();
  const current = viewer.getByRole("button", { name: "Thumbnail of page 500" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(current.locator("img")).toBeVisible();
  const thumbnails = viewer.locator(".pdfv-thumbnail img");
  expect(await thumbnails.count()).toBeLessThan(30);
  const list = viewer.locator(".pdfv-sidebar-scroll");
  for (let step = 0; step < 10; step++) {
    await list.evaluate((element) => element.scrollBy(0, -element.clientHeight * 5));
    await page.waitForTimeout(100);
  }
  await expect(thumbnails.first()).toBeVisible();
  expect(await thumbnails.count()).toBeLessThan(30);
});
