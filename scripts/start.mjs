// `npm start`: builds the client and serves Blocktide on http://127.0.0.1:8787 (PORT overrides).
import { buildClient, startDevServer } from "./dev-server.mjs";

const port = Number.parseInt(process.env.PORT ?? "8787", 10);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  console.error(`PORT must be a TCP port number (1-65535); got "${process.env.PORT}".`);
  process.exit(2);
}

await buildClient();
const server = await startDevServer({ port });
console.log(`\nBlocktide is running on ${server.url} (Ctrl+C stops it).`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.stop().then(() => process.exit(0)));
}
