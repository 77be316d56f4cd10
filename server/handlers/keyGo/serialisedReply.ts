// A reply body a handler has serialised itself (the KeyGo week, spliced from its cached JSON and compressed once per
// ETag): the route sends a string or a Buffer as it is. It is typed as the declared reply it decodes to, so the
// handler stays `Handler<'id'>`; the parts it is made of are typed where they are built.

/** `body`: the JSON text of a T, or its compressed bytes; undefined: no body (a 304). */
export function serialisedReply<T>(body: string | Buffer | undefined): T {
  return body as unknown as T;
}
