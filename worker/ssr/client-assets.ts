/**
 * Finds the hashed client bundle through the manifest that `vite build` writes next to it, so pages
 * link `/assets/entry-<hash>.js` and those files can be cached forever.
 */
export interface ClientAssets {
  readonly script: string;
  readonly styles: readonly string[];
  /**
   * The scripts of each chunk loaded on demand (a page of its own), by its source path as the
   * manifest names it: the chunk and the chunks it imports, minus the entry's.
   */
  readonly chunks: Readonly<Record<string, readonly string[]>>;
}

/** The manifest's key for the client entry: its path relative to client/ (vite's root). */
const CLIENT_ENTRY_KEY = "entry.tsx";
const MANIFEST_URL = "https://assets.local/manifest.json";

/** Raised when the client bundle is missing or unreadable: `npm run build:client` fixes it. */
export class ClientAssetsError extends Error {
  override readonly name = "ClientAssetsError";
}

const cache = new WeakMap<Fetcher, Promise<ClientAssets>>();

/** The entry script and stylesheets, read once per isolate (a new deployment is a new isolate). */
export function loadClientAssets(assets: Fetcher): Promise<ClientAssets> {
  let entry = cache.get(assets);
  if (!entry) {
    entry = readManifest(assets).catch((error: unknown) => {
      cache.delete(assets); // a failed read is retried on the next request, not remembered
      throw error;
    });
    cache.set(assets, entry);
  }
  return entry;
}

/** Whether the bundle's files are really served, not only listed in a remembered manifest. */
export async function checkClientAssets(assets: Fetcher): Promise<void> {
  const { script, styles } = await loadClientAssets(assets);
  for (const path of [script, ...styles]) {
    const response = await assets.fetch(new URL(path, MANIFEST_URL), { method: "HEAD" });
    if (!response.ok) {
      throw new ClientAssetsError(`The client bundle file ${path} answered ${response.status}. Run \`npm run build:client\`.`);
    }
  }
}

async function readManifest(assets: Fetcher): Promise<ClientAssets> {
  const response = await assets.fetch(MANIFEST_URL);
  if (!response.ok) {
    throw new ClientAssetsError(`The client bundle is missing (manifest.json answered ${response.status}). Run \`npm run build:client\`.`);
  }
  return entryAssets(await response.json());
}

/** Picks the entry's script and its CSS out of a vite manifest (parsed from `unknown`). */
export function entryAssets(manifest: unknown): ClientAssets {
  const entry = isRecord(manifest) ? manifest[CLIENT_ENTRY_KEY] : undefined;
  if (!isRecord(entry) || typeof entry.file !== "string") {
    throw new ClientAssetsError(`The client manifest has no "${CLIENT_ENTRY_KEY}" entry. Rebuild with \`npm run build:client\`.`);
  }
  const css = Array.isArray(entry.css) ? entry.css.filter((file): file is string => typeof file === "string") : [];
  const chunks: Record<string, string[]> = {};
  for (const [source, chunk] of Object.entries(manifest as Record<string, unknown>)) {
    if (isRecord(chunk) && chunk.isDynamicEntry === true) chunks[source] = chunkScripts(manifest as Record<string, unknown>, source, entry.file);
  }
  return { script: `/${entry.file}`, styles: css.map((file) => `/${file}`), chunks };
}

/** A chunk's file and those of the chunks it imports statically, without the entry's (already loaded). */
function chunkScripts(manifest: Record<string, unknown>, source: string, entryFile: string): string[] {
  const files: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!isRecord(chunk) || typeof chunk.file !== "string" || chunk.file === entryFile || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    if (Array.isArray(chunk.imports)) for (const imported of chunk.imports) if (typeof imported === "string") visit(imported);
  };
  visit(source);
  return files;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
