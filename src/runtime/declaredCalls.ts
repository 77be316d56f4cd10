// Issue 24: the run-time part of the calls of every screen module loaded so far (src/runtime/screenRegistry.ts), so
// the call client sends a screen's calls without loading a document of every call. Tiny on purpose: the shell's call
// client reads it.
import type { RuntimeCall } from './screenModule';

const calls = new Map<string, RuntimeCall>();

export function declareCalls(declared: Record<string, RuntimeCall>): void {
  for (const [id, call] of Object.entries(declared)) calls.set(id, call);
}

export function declaredCall(id: string): RuntimeCall | undefined {
  return calls.get(id);
}
