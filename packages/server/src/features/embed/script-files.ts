import fs from 'node:fs';
import path from 'node:path';

/**
 * The built embed script (packages/embed writes it into the web build's `embed` folder): its
 * content-hashed name and its bytes, plain, gzip and brotli, precompressed at build time.
 */
export type EmbedScript = {
  /** feed.embed.{hash}.js */
  file: string;
  hash: string;
  plain: Buffer;
  gzip: Buffer;
  brotli: Buffer;
};

export type EmbedManifest = { file: string; hash: string };

/** Reads the script once, and again whenever the manifest changes (a new build under a running server). */
export function embedScriptReader(directory: string) {
  let loaded: { mtimeMs: number; script: EmbedScript } | null = null;
  return (): EmbedScript | null => {
    const manifestPath = path.join(directory, 'manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(manifestPath).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded.script;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as EmbedManifest;
    if (!/^feed\.embed\.[0-9a-f]{8,64}\.js$/.test(manifest.file)) return null;
    const file = path.join(directory, manifest.file);
    const script: EmbedScript = {
      file: manifest.file,
      hash: manifest.hash,
      plain: fs.readFileSync(file),
      gzip: fs.readFileSync(`${file}.gz`),
      brotli: fs.readFileSync(`${file}.br`),
    };
    loaded = { mtimeMs, script };
    return script;
  };
}

/** The best encoding the client accepts (brotli, then gzip), by Accept-Encoding with its q values. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}
