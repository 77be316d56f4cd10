// Runs before the shell (issue 24, "calls before code"). It imports nothing: an import would make it wait for — and
// ride in — the shell's chunk. It starts the deployment file, and for a returning tab on a signed-in route the chunks
// that route will run (listed in index.html by scripts/earlyLoads.ts), while the shell is still arriving and running.
import { startEarlyLoads } from './app/boot/startEarlyLoads';

startEarlyLoads(document, location, window);
