// npm run dev: config:check (generators/configCheck.ts) in a worker thread, so its second of work never holds up the
// dev server answering the page that reloads after an edit. Reads the console's registered names once, at start.
import { parentPort, workerData } from 'node:worker_threads';
import { configCheck } from '../../generators/configCheck';
import { loadRegisteredNames } from '../../generators/lib/registeredNames';

const { root } = workerData as { root: string };
const registered = loadRegisteredNames(root).catch((error: unknown) => {
  parentPort!.postMessage({ note: `cannot read the console's registered names (${String(error)}); names unchecked` });
  return undefined;
});

parentPort!.on('message', (id: number) => {
  void registered.then((names) => {
    try {
      parentPort!.postMessage({ id, errors: configCheck(root, names).errors });
    } catch (error) {
      parentPort!.postMessage({ id, errors: [`config:check failed: ${String(error)}`] });
    }
  });
});
