// Paged lists (docs/architecture.md): `page` is 1-based; replies carry links { page, limit, total }.

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export function paging(query: Record<string, unknown>, defaultLimit: number): Paging {
  const page = typeof query.page === 'number' ? query.page : 1;
  const limit = typeof query.limit === 'number' ? query.limit : defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

export function links(p: Paging, total: number) {
  return { page: p.page, limit: p.limit, total };
}

/** Escapes LIKE wildcards so user input is matched literally as a prefix. */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
