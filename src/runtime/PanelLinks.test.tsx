// @vitest-environment jsdom
// Panel `link` (show more elsewhere), a fields panel's derived field, and `{name|derivation}` template filters.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { registerDerivation } from './derivations';
import { Panel } from './Panel';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { fillParams, fillTemplate } from './template';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

registerDerivation('testWithoutPrefix', (id) => String(id).slice(4));
registerDerivation('testRoute', (journey) => {
  const j = journey as { from: string; to: string };
  return `${j.from} → ${j.to}`;
});

const translations = { TITLE: 'Claims', MORE: 'Show more claims', ROUTE: 'Route', DATE: 'Date', REF: 'Reference' };

function renderPanel(panel: PanelDef<number>, reply: unknown) {
  return renderWithRuntime(
    <Panel screen={{} as ResolvedScreen} panel={panel} routeParams={{ id: '7' }} reply={reply} />,
    {
      url: '/thing/7',
      path: '/thing/:id',
      translations,
    },
  );
}

describe('panel link', () => {
  it('puts a link under the panel, filled from the route parameters and the record', () => {
    renderPanel(
      {
        id: 'claims',
        title: 'TITLE',
        kind: 'table',
        source: 'result.claims',
        columns: [{ field: 'ref', label: 'REF' }],
        link: { label: 'MORE', href: '/delay-repay?customerId={id}&email={record.email}' },
      },
      { result: { email: 'a@b.example', claims: [{ ref: 'DR1' }] } },
    );
    const link = screen.getByRole('link', { name: 'Show more claims' });
    expect(link.getAttribute('href')).toBe('/delay-repay?customerId=7&email=a%40b.example');
    expect(screen.getByRole('region', { name: 'Claims' }).contains(link)).toBe(true);
  });

  it('leaves the link out when its template has no value', () => {
    renderPanel(
      {
        id: 'claims',
        title: 'TITLE',
        kind: 'table',
        source: 'result.claims',
        columns: [{ field: 'ref', label: 'REF' }],
        link: { label: 'MORE', href: '/x?e={record.none}' },
      },
      { result: { claims: [{ ref: 'DR1' }] } },
    );
    expect(screen.getByText('DR1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show more claims' })).toBeNull();
  });
});

describe('fields panel derive', () => {
  it('shows a derivation of the panel data beside plain fields', () => {
    renderPanel(
      {
        id: 'journey',
        title: 'TITLE',
        kind: 'fields',
        source: 'result.journey',
        fields: [
          { field: 'route', label: 'ROUTE', derive: 'testRoute' },
          { field: 'date', label: 'DATE' },
        ],
      },
      { result: { journey: { from: 'Brighton', to: 'London Victoria', date: '2026-11-01' } } },
    );
    expect(screen.getByText('Brighton → London Victoria')).toBeTruthy();
    expect(screen.getByText('2026-11-01')).toBeTruthy();
  });
});

describe('template filters', () => {
  it('pass a value through a registered derivation', () => {
    expect(fillTemplate('/claims/{id|testWithoutPrefix}', { id: 'DRCL123' })).toBe('/claims/123');
    expect(fillParams({ id: '{id|testWithoutPrefix}' }, { id: 'DRCL123' })).toEqual({ id: '123' });
  });
  it('leave a template without a filter as it was, and a missing value missing', () => {
    expect(fillTemplate('/claims/{id}', { id: 'DRCL123' })).toBe('/claims/DRCL123');
    expect(fillTemplate('/claims/{id|testWithoutPrefix}', {})).toBeUndefined();
  });
});

describe('panel link gate', () => {
  it('is left out by resolveScreen for those the gate refuses', async () => {
    const { resolveScreen } = await import('./resolveScreen');
    const definition = {
      id: 'x',
      kind: 'detail' as const,
      route: '/x/{id}',
      gate: { minLevel: 'BASIC' as const },
      title: 'TITLE',
      detail: {
        call: 'getX',
        panels: [
          {
            id: 'p',
            kind: 'table' as const,
            columns: [{ field: 'a', label: 'REF' }],
            link: { label: 'MORE', href: '/y', gate: { minLevel: 'AGENT' as const } },
          },
        ],
      },
    };
    const at = (level: number) =>
      resolveScreen(definition, { gateContext: { level, flags: {}, permissions: {} }, config: {} })!.detail!.panels[0]
        .link;
    expect(at(20)).toEqual({ label: 'MORE', href: '/y', gate: { minLevel: 'AGENT' } });
    expect(at(10)).toBeUndefined();
  });
});
