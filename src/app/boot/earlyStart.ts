/** What src/boot.ts started before the shell ran, for main.tsx to take over (read once). */
export interface EarlyStart {
  deployment?: Promise<Response>;
}

declare global {
  interface Window {
    __consoleEarly?: EarlyStart;
  }
}

/** The deployment file's reply boot asked for, once; undefined when boot did not run (tests, the dev server's first load). */
export function takeEarlyDeployment(win: Pick<Window, '__consoleEarly'>): Promise<Response> | undefined {
  const early = win.__consoleEarly?.deployment;
  if (win.__consoleEarly) win.__consoleEarly.deployment = undefined;
  return early;
}
