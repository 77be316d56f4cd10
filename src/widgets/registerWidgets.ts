// Each custom widget folder registers what it brings (widgets, predicates, formats, form widgets) in its own
// register.ts, so adding a widget never edits a shared list. register.ts files stay small: components are
// registered as lazy chunks. A folder's registrations load with the first screen that names one of them (issue 24:
// src/generated/screens/index.ts lists each screen's folders, and the screen registry loads them beside its module),
// with a quick lookup that shows one of its formats (src/generated/shell.json `widgets`), or all at once for the
// screen catalogue and config:check — so a page pays only for the widgets of its own screen.
const folders = import.meta.glob('./*/register.ts');

/** Loads the registrations of these widget folders (`keygo`, `order-status` …); an unknown folder is skipped. */
export async function loadWidgetFolders(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => folders[`./${name}/register.ts`]?.()));
}

/** Loads every folder's registrations (the catalogue, config:check, tests). */
export async function loadAllWidgetFolders(): Promise<void> {
  await Promise.all(Object.values(folders).map((load) => load()));
}
