// The sandbox has no photo store: an application's photo is drawn from the applicant's initials at the stored size,
// so the same application always shows the same picture (and some are wider than photoExpandWidthPx, 000 §9).

const PALETTE = ['#3b6ea5', '#8e5b3a', '#4f7d4a', '#7a4b8c', '#a34d5e', '#3f7f85', '#6b6b2f', '#5a5f9e'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function railcardPhotoSvg(
  firstName: string,
  lastName: string,
  width: number,
  height: number,
  seed: number,
): string {
  const initials = escapeXml(`${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase());
  const background = PALETTE[Math.abs(seed) % PALETTE.length];
  const cx = width / 2;
  const head = Math.min(width, height) * 0.22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<circle cx="${cx}" cy="${height * 0.38}" r="${head}" fill="#f1dcc8"/>`,
    `<ellipse cx="${cx}" cy="${height * 0.98}" rx="${head * 1.9}" ry="${head * 1.5}" fill="#e9e4dc"/>`,
    `<text x="${cx}" y="${height * 0.38 + head * 0.3}" font-family="sans-serif" font-size="${head * 0.9}" text-anchor="middle" fill="#333">${initials}</text>`,
    '</svg>',
  ].join('');
}
