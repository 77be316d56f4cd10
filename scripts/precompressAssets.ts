// Vite plugin: after the build, writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// output (hashed assets and index.html), so the server answers with the smallest encoding the browser accepts
// (@fastify/static `preCompressed`) without compressing anything per request. Best quality: it is paid once per build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than the headers it costs; such files are sent as they are. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `file.br` and `file.gz` for each compressible file of `dir` (recursively); returns how many files it compressed. */
export function compressFolder(dir: string): number {
  let compressed = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    compressed++;
  }
  return compressed;
}

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        compressFolder(outDir);
      },
    },
  };
}
