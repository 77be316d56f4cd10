// 000 §9: pagination shows at most 10 page links (config maxPageLinks), centred on the current page where possible.

/** 1-based page numbers to link to. @example pageWindow(7, 20, 5) // [5, 6, 7, 8, 9] */
export function pageWindow(page: number, pageCount: number, maxLinks: number): number[] {
  const count = Math.max(0, Math.min(pageCount, Math.max(1, maxLinks)));
  let first = Math.max(1, page - Math.floor((count - 1) / 2));
  first = Math.min(first, Math.max(1, pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}
