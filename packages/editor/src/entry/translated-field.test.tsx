import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { FormProvider, useForm } from "react-hook-form";
import { collectionForms, type FieldSpec, type SecondLanguage } from "@dept/contract";
import { EntryField } from "./entry-field";
import { toData, toForm, type FormValues } from "./entry-values";
import { publishQuestion } from "./publish-question";
import { SecondLanguageContext } from "./translated-field";

const notices = collectionForms.notices;
const title = notices.fields.find((spec) => spec.name === "title")!;

/** One field of a notice's form, as the entry page shows it on a site of `second`'s languages; `values()` reads the entry it makes. */
function renderField(spec: FieldSpec, data: Record<string, unknown>, second: SecondLanguage | undefined) {
  let read: () => FormValues = () => ({});
  function Form() {
    const methods = useForm<FormValues>({ defaultValues: toForm(notices.fields, data) });
    read = methods.getValues;
    return (
      <FormProvider {...methods}>
        <SecondLanguageContext value={second}>
          <form>
            <EntryField spec={spec} />
          </form>
        </SecondLanguageContext>
      </FormProvider>
    );
  }
  render(<Form />);
  return { data: () => toData(notices.fields, read()) };
}

describe("a translatable field in the entry's form", () => {
  it("is one English input, labelled as before, on a one-language site", () => {
    const form = renderField(title, { title: "Exam timetable" }, undefined);
    const input = screen.getByLabelText("Title", { exact: false });
    expect(input).toHaveProperty("value", "Exam timetable");
    expect(input.getAttribute("lang")).toBeNull();
    expect(screen.queryByRole("button", { name: /Copy from English/ })).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(form.data().title).toBe("Exam timetable");
  });

  it("shows English and Hindi, each labelled and marked with its language, on a bilingual site", () => {
    const form = renderField(title, { title: { en: "Exam timetable", hi: "परीक्षा समय सारणी" } }, "hi");
    const english = screen.getByLabelText(/^Title \(English\)/);
    const hindi = screen.getByLabelText(/^Title \(Hindi\)/);
    expect(english.getAttribute("lang")).toBe("en");
    expect(hindi.getAttribute("lang")).toBe("hi");
    expect(hindi).toHaveProperty("value", "परीक्षा समय सारणी");
    fireEvent.change(hindi, { target: { value: "परीक्षा सारणी" } });
    expect(form.data().title).toEqual({ en: "Exam timetable", hi: "परीक्षा सारणी" });
  });

  it("copies the English into the Hindi input for the translator, and stores a plain value while there is no Hindi", () => {
    const form = renderField(title, { title: "Exam timetable" }, "hi");
    expect(form.data().title).toBe("Exam timetable");
    fireEvent.click(screen.getByRole("button", { name: "Copy from English into Title (Hindi)" }));
    expect(screen.getByLabelText(/^Title \(Hindi\)/)).toHaveProperty("value", "Exam timetable");
    expect(form.data().title).toEqual({ en: "Exam timetable", hi: "Exam timetable" });
  });

  it("says the translation is outdated until its Hindi is edited", () => {
    const form = renderField(
      title,
      { title: { en: "Exam timetable, revised", hi: "परीक्षा समय सारणी", outdated: true } },
      "hi",
    );
    const hindi = screen.getByLabelText(/^Title \(Hindi\)/);
    expect(screen.getByText(/^Translation outdated/)).toBeTruthy();
    expect(hindi.getAttribute("aria-describedby")).toContain(screen.getByText(/^Translation outdated/).id);
    expect(form.data().title).toMatchObject({ outdated: true });
    fireEvent.change(hindi, { target: { value: "संशोधित परीक्षा समय सारणी" } });
    expect(screen.queryByText(/^Translation outdated/)).toBeNull();
    expect(form.data().title).toEqual({ en: "Exam timetable, revised", hi: "संशोधित परीक्षा समय सारणी" });
  });

  it("offers a Hindi PDF beside the English one, the English serving both until one is uploaded", () => {
    const file = notices.fields.find((spec) => spec.name === "file")!;
    renderField(file, { file: "0123abcd/timetable.pdf" }, "hi");
    expect(screen.getByLabelText(/^File \(PDF\) \(English\)/).getAttribute("lang")).toBe("en");
    const hindi = screen.getByLabelText(/^File \(PDF\) \(Hindi\)/);
    expect(hindi.getAttribute("lang")).toBe("hi");
    expect(screen.getByText(/the Hindi pages link to the English one/)).toBeTruthy();
  });
});

describe("the publish question", () => {
  const translated = {
    title: { en: "Exam timetable", hi: "परीक्षा समय सारणी" },
    date: "2026-03-01",
    file: "0123abcd/t.pdf",
  };

  it("is the usual one on a one-language site, and on a bilingual one when all is translated (a PDF in English alone counts)", () => {
    expect(publishQuestion(notices, "Exam timetable", { ...translated, title: "Exam timetable" }, undefined)).toEqual({
      title: 'Publish "Exam timetable"?',
      text: "Visitors see this revision as soon as it is published.",
      action: "Publish",
    });
    expect(publishQuestion(notices, "Exam timetable", translated, "hi").action).toBe("Publish");
  });

  it("names the fields not translated or outdated by their labels, and asks to publish anyway", () => {
    const question = publishQuestion(
      notices,
      "Exam timetable",
      { ...translated, title: { en: "Exam timetable", hi: "परीक्षा", outdated: true } },
      "hi",
    );
    expect(question).toMatchObject({ action: "Publish anyway", items: ["Title: translation outdated"] });
    expect(question.title).toBe('Publish "Exam timetable" without all of its Hindi?');
    const site = collectionForms.site;
    const items = publishQuestion(
      site,
      "Site content",
      {
        department: { name: "Dept", shortName: { en: "D", hi: "वि" } },
        quickLinks: [{ label: "Calendar", url: "https://example.org/" }],
      },
      "hi",
    ).items;
    expect(items).toEqual(["Department: Name: not translated", "Quick links, item 1: Label: not translated"]);
  });
});
