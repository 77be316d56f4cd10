// Runs before the shell (issue 24, "calls before code"). It imports nothing: an import would make it wait for — and
// ride in — the shell's chunk. It starts the deployment file, and for a returning tab on a signed-in route the chunks
// that route will run (listed in index.html by scripts/earlyLoads.ts) and, in a new tab, the session refresh, while
// the shell is still arriving and running; and on a search address, the search, the moment the refresh answers.
import { startEarlyLoads } from './app/boot/startEarlyLoads';
import { startEarlyRefresh } from './app/boot/startEarlyRefresh';
import { startEarlySearch } from './app/boot/startEarlySearch';

startEarlyLoads(document, location, window);
startEarlyRefresh(document, location, window.sessionStorage, window);
startEarlySearch(document, location, window);
