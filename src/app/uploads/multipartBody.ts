// 001 §7 photo uploads: a call declared `encoding: multipart` sends its body as multipart/form-data. Loaded on the
// first such call only (createHttpClient imports it lazily), so the sign-in page does not carry it.

/**
 * A flat body as multipart/form-data: a data-URL string becomes a file part of its type (named after the field), other
 * values text parts; undefined and null are left out.
 * @example multipartBody({ primaryPhoto: 'data:image/png;base64,iVBO…' }).get('primaryPhoto') // File primaryPhoto.png
 */
export function multipartBody(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const dataUrl = typeof value === 'string' ? /^data:([a-z]+\/[a-z0-9.+-]+);base64,(.*)$/s.exec(value) : null;
    if (dataUrl) {
      const bytes = Uint8Array.from(atob(dataUrl[2]), (c) => c.charCodeAt(0));
      const extension = dataUrl[1].split('/')[1].replace(/\+.*$/, '').replace('jpeg', 'jpg');
      form.append(name, new File([bytes], `${name}.${extension}`, { type: dataUrl[1] }));
    } else {
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}
