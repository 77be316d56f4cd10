// Each custom widget folder registers what it brings (widgets, predicates, formats, form widgets) in its own
// register.ts, so adding a widget never edits a shared list. register.ts files stay small: components are
// registered as lazy chunks, keeping the first screen light.
import.meta.glob('./*/register.ts', { eager: true });
