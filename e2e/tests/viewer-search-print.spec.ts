/** The PDF viewer, part 2 (issue 7): search, print, selection modes and keyboard shortcuts. */
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures/test";
import { OUTLINE, testPdfs, type TestPdfs } from "../fixtures/pdfs/generate";
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

interface PrintCall {
  images: number;
  widths: number[];
  bodyPrinting: boolean;
}

/** Replaces window.print with a recorder of what would be printed. */
async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const calls: PrintCall[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      const container = document.querySelector(".pdfv-print-container");
      const images = [...(container?.querySelectorAll("img") ?? [])];
      calls.push({
        images: images.length,
        widths: images.map((image) => image.naturalWidth),
        bodyPrinting: document.body.classList.contains("pdfv-printing"),
      });
    };
  });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: PrintCall[] }).printCalls);

test.describe("search", () => {
  test("counts and steps through matches, with 'Match case' and 'Whole words'", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    await viewer.getByRole("button", { name: "Search", exact: true }).click();
    const search = viewer.getByRole("search");
    const field = search.getByRole("searchbox", { name: "Enter to search" });
    await expect(field).toBeFocused();
    const count = search.getByRole("status");

    await field.fill("data");
    await expect(count).toHaveText("1 of 6 matches");
    const firstPage = viewer.locator('.pdfViewer .page[data-page-number="1"] .textLayer');
    await expect(firstPage.locator(".highlight")).toHaveCount(4);
    await expect(viewer.locator(".textLayer .highlight.selected")).toHaveCount(1);
    await search.getByRole("button", { name: "Next match" }).click();
    await expect(count).toHaveText("2 of 6 matches");
    await field.press("Enter");
    await expect(count).toHaveText("3 of 6 matches");
    await search.getByRole("button", { name: "Previous match" }).click();
    await expect(count).toHaveText("2 of 6 matches");
    await field.press("Shift+Enter");
    await expect(count).toHaveText("1 of 6 matches");

    await search.getByRole("checkbox", { name: "Match case" }).check();
    await expect(count).toHaveText(/of 3 matches$/);
    await search.getByRole("checkbox", { name: "Whole words" }).check();
    await expect(count).toHaveText(/of 2 matches$/);
    await search.getByRole("checkbox", { name: "Match case" }).uncheck();
    await expect(count).toHaveText(/of 5 matches$/);
    await search.getByRole("checkbox", { name: "Whole words" }).uncheck();
    await expect(count).toHaveText(/of 6 matches$/);

    // The last match wraps around to the first.
    await field.fill("Science");
    await expect(count).toHaveText("1 of 1 match");
    await expect(viewer.locator('.pdfViewer .page[data-page-number="3"] .textLayer .highlight.selected')).toHaveCount(
      1,
    );
  });

  test("blank keywords are ignored and special characters are taken literally", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    await viewer.getByRole("button", { name: "Search", exact: true }).click();
    const search = viewer.getByRole("search");
    const field = search.getByRole("searchbox", { name: "Enter to search" });
    const count = search.getByRole("status");

    await field.fill("   ");
    await expect(count).toHaveText("");
    await expect(viewer.locator(".textLayer .highlight")).toHaveCount(0);
    await expect(search.getByRole("button", { name: "Next match" })).toBeDisabled();

    await field.fill("(a+b)*[c]");
    await expect(count).toHaveText("1 of 1 match");
    await expect(viewer.locator(".textLayer .highlight.selected")).toHaveText("(a+b)*[c]");
    await field.fill(".*");
    await expect(count).toHaveText("1 of 1 match");
    await field.fill("$5.00?");
    await expect(count).toHaveText("1 of 1 match");
    await field.fill("zebra");
    await expect(count).toHaveText("No matches");

    await field.press("Escape");
    await expect(search).toBeHidden();
  });
});

test.describe("print", () => {
  test("a click on print goes straight through Preparing to the print dialog, with every page", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    await stubPrint(page);
    await viewer.getByRole("button", { name: "Print", exact: true }).click();
    await expect.poll(() => printCalls(page)).toHaveLength(1);
    // A4 is 595 pt wide; at the 150/72 print scale that is 1239 px.
    expect((await printCalls(page))[0]).toEqual({ images: 3, widths: [1239, 1239, 1239], bodyPrinting: true });
    await expect(page.locator(".pdfv-print-container")).toHaveCount(0);
    // Nothing was asked in between (a page list dialog would have waited for an answer).
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Print pages…' in the more-actions menu prints a custom page list by the spec's rules", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    await stubPrint(page);

    await moreAction(viewer, "Print pages…");
    const choice = page.getByRole("dialog", { name: "Print pages" });
    await expect(choice.getByRole("radio", { name: "All pages" })).toBeChecked();
    await choice.getByRole("radio", { name: "Custom pages" }).check();
    const pages = choice.getByRole("textbox", { name: /Pages, e\.g\./ });
    await pages.fill("2, 2, 9");
    await choice.getByRole("button", { name: "Print" }).click();
    await expect(choice.getByRole("alert")).toHaveText("No page of the document matches this list.");
    await pages.fill(" 1 , 3-4 ");
    await choice.getByRole("button", { name: "Print" }).click();
    await expect.poll(() => printCalls(page)).toHaveLength(1);
    expect((await printCalls(page))[0]?.images).toBe(2);
  });

  test("the print styles hide the website around the document", async ({ page }) => {
    await openBosViewer(page);
    await page.emulateMedia({ media: "print" });
    const shown = await page.evaluate(() => {
      const container = document.createElement("div");
      container.className = "pdfv-print-container";
      container.textContent = "page";
      document.body.append(container);
      document.body.classList.add("pdfv-printing");
      const visible = (element: Element) => getComputedStyle(element).display !== "none";
      const others = [...document.body.children].filter(
        (element) => element !== container && element.tagName !== "SCRIPT",
      );
      return { container: visible(container), others: others.some(visible) };
    });
    expect(shown).toEqual({ container: true, others: false });
  });

  test("Cancel stops preparing and nothing is printed", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.long);
    await expectDocument(viewer, 500);
    await stubPrint(page);
    await viewer.getByRole("button", { name: "Print", exact: true }).click();
    // The click leads straight to preparing: no dialog in between.
    const overlay = page.getByRole("dialog", { name: "Preparing document ..." });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("progressbar")).toBeVisible();
    await expect(overlay).toContainText(/\d+%/);
    await overlay.getByRole("button", { name: "Cancel" }).click();
    await expect(overlay).toBeHidden();
    await page.waitForTimeout(500);
    expect(await printCalls(page)).toEqual([]);
    await expect(page.locator(".pdfv-print-container")).toHaveCount(0);
    // Back to Inactive: printing can start again.
    await viewer.getByRole("button", { name: "Print", exact: true }).click();
    await expect(overlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    expect(await printCalls(page)).toEqual([]);
  });

  test("a print-restricted document shows the modal and never prints", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.noPrint);
    await expectDocument(viewer, 2);
    await stubPrint(page);
    const printButton = viewer.getByRole("button", { name: "Print", exact: true });
    await printButton.click();
    const modal = page.getByRole("alertdialog", { name: "The document does not allow to print" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("button", { name: "Close" })).toBeFocused();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(printButton).toBeFocused();
    // From Cancelled, printing can be asked again (and is refused again).
    await printButton.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    expect(await printCalls(page)).toEqual([]);
  });
});

test("selection mode: Text selects, Hand drags the document", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.long);
  await expectDocument(viewer, 500);
  const pages = viewer.getByRole("region", { name: "Pages" });
  await viewer.scrollIntoViewIfNeeded();
  const box = (await pages.boundingBox())!;

  await moreAction(viewer, "Hand tool");
  await viewer.getByRole("button", { name: "More actions" }).click();
  await expect(viewer.getByRole("menuitemradio", { name: "Hand tool" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  const before = await pages.evaluate((element) => element.scrollTop);
  await page.mouse.move(box.x + box.width / 2, box.y + 260);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 8 });
  await page.mouse.up();
  const after = await pages.evaluate((element) => element.scrollTop);
  expect(after - before).toBeGreaterThan(150);
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");

  await moreAction(viewer, "Text selection tool");
  const line = viewer
    .locator(".pdfViewer .page .textLayer span", { hasText: "Long syllabus text for scrolling." })
    .first();
  const lineBox = (await line.boundingBox())!;
  await page.mouse.move(lineBox.x + 2, lineBox.y + lineBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(lineBox.x + lineBox.width - 2, lineBox.y + lineBox.height / 2, { steps: 5 });
  await page.mouse.up();
  // Text mode: the same kind of drag selects text and does not scroll.
  expect(await page.evaluate(() => window.getSelection()?.toString().trim() ?? "")).not.toBe("");
  expect(await pages.evaluate((element) => element.scrollTop)).toBe(after);
});

test.describe("keyboard shortcuts while the viewer has focus", () => {
  test("zoom, search, open and print", async ({ page }) => {
    // Playwright turns the browser's file-chooser interception on when a listener is added and off
    // when the last one goes; a key press is quick enough to beat the turn-on (1 run in 12 saw no
    // chooser). A listener for the whole test keeps it on.
    page.on("filechooser", () => undefined);
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    const zoom = zoomButton(viewer);
    await viewer.getByRole("region", { name: "Pages" }).click();
    await page.keyboard.press("Control+0");
    await expect(zoom).toHaveText("100%");
    await page.keyboard.press("Control+=");
    await expect(zoom).toHaveText("110%");
    await page.keyboard.press("Control+=");
    await expect(zoom).toHaveText("130%");
    await page.keyboard.press("Control+-");
    await expect(zoom).toHaveText("110%");
    await page.keyboard.press("Control+0");
    await expect(zoom).toHaveText("100%");

    await page.keyboard.press("Control+f");
    await expect(viewer.getByRole("searchbox", { name: "Enter to search" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(viewer.getByRole("searchbox", { name: "Enter to search" })).toBeHidden();

    // Closing the popover hands focus back asynchronously: wait until the click has put focus in the
    // viewer, where the shortcut applies, before pressing it.
    await viewer.getByRole("region", { name: "Pages" }).click();
    await expect.poll(() => viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Control+o");
    await (await chooser).setFiles(pdfs.plain);
    await expectDocument(viewer, 2);

    await stubPrint(page);
    await viewer.getByRole("region", { name: "Pages" }).click();
    await page.keyboard.press("Control+p");
    // Straight to preparing and printing, as a click on print.
    await expect.poll(() => printCalls(page)).toHaveLength(1);
    expect((await printCalls(page))[0]?.images).toBe(2);
  });

  test("PageUp, PageDown, Alt with Up or Down, and Alt with Left or Right through destinations", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    const box = pageNumberBox(viewer);
    await viewer.getByRole("region", { name: "Pages" }).click();
    await page.keyboard.press("PageDown");
    await expect(box).toHaveValue("2");
    await page.keyboard.press("PageDown");
    await expect(box).toHaveValue("3");
    await page.keyboard.press("PageUp");
    await expect(box).toHaveValue("2");
    await page.keyboard.press("Alt+ArrowUp");
    await expect(box).toHaveValue("1");
    await page.keyboard.press("Alt+ArrowDown");
    await expect(box).toHaveValue("2");
    await page.keyboard.press("Alt+ArrowUp");
    await expect(box).toHaveValue("1");

    await viewer.getByRole("button", { name: "Toggle sidebar" }).click();
    await viewer.getByRole("tab", { name: "Bookmark" }).click();
    await viewer.getByRole("button", { name: OUTLINE.electives }).click();
    await expect(box).toHaveValue("2");
    await viewer.getByRole("button", { name: OUTLINE.dataScience }).click();
    await expect(box).toHaveValue("3");
    await page.keyboard.press("Alt+ArrowLeft");
    await expect(box).toHaveValue("2");
    await page.keyboard.press("Alt+ArrowLeft");
    await expect(box).toHaveValue("1");
    await page.keyboard.press("Alt+ArrowRight");
    await expect(box).toHaveValue("2");
  });

  test("the shortcuts do nothing while focus is elsewhere on the page", async ({ page }) => {
    const viewer = await openBosViewer(page);
    await openFile(page, viewer, pdfs.search);
    await expectDocument(viewer, 3);
    const zoom = zoomButton(viewer);
    const before = await zoom.textContent();
    await page.getByRole("main").getByRole("button").first().focus();
    await page.keyboard.press("Control+=");
    await page.keyboard.press("Control+f");
    await page.keyboard.press("PageDown");
    await expect(viewer.getByRole("search")).toHaveCount(0);
    await expect(zoom).toHaveText(before ?? "");
    await expect(pageNumberBox(viewer)).toHaveValue("1");
  });
});
