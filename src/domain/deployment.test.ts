import { describe, expect, it } from 'vitest';
import { apiBaseUrlFor, connectOrigins, readDeployment } from './deployment';

const known = ['southern', 'thameslink', 'gatwick'];

describe('readDeployment', () => {
  it('accepts brands with absolute URLs or same-origin paths, trailing slashes dropped', () => {
    const reading = readDeployment(
      {
        brands: [
          { id: 'southern', apiBaseUrl: 'https://api.southern.example/api/' },
          { id: 'thameslink', apiBaseUrl: '/api' },
        ],
      },
      known,
    );
    expect(reading).toEqual({
      ok: true,
      deployment: {
        brands: [
          { id: 'southern', apiBaseUrl: 'https://api.southern.example/api' },
          { id: 'thameslink', apiBaseUrl: '/api' },
        ],
      },
    });
  });

  it('names every problem: unknown brand, a base URL that is not a URL, a duplicate, an empty list', () => {
    const reading = readDeployment(
      {
        brands: [
          { id: 'northern', apiBaseUrl: 'https://api.northern.example' },
          { id: 'southern', apiBaseUrl: 'api.southern.example' },
          { id: 'gatwick', apiBaseUrl: 'ftp://files.example' },
          { id: 'thameslink', apiBaseUrl: 'https://a.example' },
          { id: 'thameslink', apiBaseUrl: 'https://a.example' },
        ],
      },
      known,
    );
    expect(reading.ok).toBe(false);
    const problems = reading.ok ? [] : reading.problems;
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/unknown brand "northern"/);
    expect(problems[1]).toMatch(/southern.*not a URL/);
    expect(problems[2]).toMatch(/gatwick.*not an http or https URL/);
    expect(problems[3]).toMatch(/thameslink is listed twice/);
    expect(readDeployment({ brands: [] }, known).ok).toBe(false);
    expect(readDeployment('<!doctype html>', known).ok).toBe(false);
    expect(readDeployment({ brands: [{ id: 'southern', apiBaseUrl: '//evil.example' }] }, known).ok).toBe(false);
  });
});

describe('apiBaseUrlFor and connectOrigins', () => {
  const deployment = {
    brands: [
      { id: 'southern', apiBaseUrl: 'https://api.southern.example/api' },
      { id: 'thameslink', apiBaseUrl: 'https://api.thameslink.example:8443/v1' },
      { id: 'gatwick', apiBaseUrl: '/api' },
    ],
  };
  it("gives the chosen brand's base URL, the first brand's before one is chosen", () => {
    expect(apiBaseUrlFor(deployment, 'thameslink')).toBe('https://api.thameslink.example:8443/v1');
    expect(apiBaseUrlFor(deployment, undefined)).toBe('https://api.southern.example/api');
  });
  it('lists the origins of the other hosts once', () => {
    expect(connectOrigins(deployment)).toEqual(['https://api.southern.example', 'https://api.thameslink.example:8443']);
  });
});
