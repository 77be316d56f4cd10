// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWorkbenchOverlays } from './closeWorkbenchOverlays';

const close = vi.fn();
// Vite's overlay as its client draws it: an open shadow root whose .message-body holds the error's message
class Overlay extends HTMLElement {
  close = () => close(this.getAttribute('data-name'));
  constructor() {
    super();
    const body = document.createElement('span');
    body.className = 'message-body';
    this.attachShadow({ mode: 'open' }).append(body);
  }
}
customElements.define('vite-error-overlay', Overlay);

function overlay(name: string, message: string) {
  const element = document.createElement('vite-error-overlay');
  element.setAttribute('data-name', name);
  element.shadowRoot!.querySelector('.message-body')!.textContent = message;
  document.body.append(element);
}

afterEach(() => {
  document.body.innerHTML = '';
  close.mockClear();
});

describe('closeWorkbenchOverlays (npm run dev: workbench:clear)', () => {
  it("closes an overlay of the workbench's problems and leaves one of Vite's own", () => {
    overlay('check', 'config:check found 1 problem(s):\nschemas/screens/customers/searchCustomers.yaml:18 …');
    overlay('generate', 'generate found 2 problem(s):\nbrands/gatwick.yaml:16 …');
    overlay('vite', 'Transform failed with 1 error: src/main.tsx:3:1 …');
    closeWorkbenchOverlays();
    expect(close.mock.calls.map(([name]) => name)).toEqual(['check', 'generate']);
  });
});
