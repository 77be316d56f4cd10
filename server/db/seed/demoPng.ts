// A small PNG drawn from bands of colour, for seeded images that must pass the upload's own checks (the server reads
// PNG, GIF and JPEG headers): a seeded claim ticket's image and receipt look like what staff upload.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width × height RGB PNG: `background`, with a `band`-coloured horizontal line every `every` rows (a receipt's
 * print lines, a ticket's stripes).
 * @example demoPng(200, 100, [255, 255, 255], [180, 180, 180], 12).subarray(1, 4).toString() // 'PNG'
 */
export function demoPng(width: number, height: number, background: Rgb, band: Rgb, every: number): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const colour = y % every < 2 && y > 4 && y < height - 4 ? band : background;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      const margin = x < 8 || x >= width - 8;
      const [r, g, b] = margin ? background : colour;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
