import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_BLOCK_MARKER,
  formatClaimDataBlock,
  parseClaimDataBlock,
  type ClaimDataBlock,
} from './parseClaimDataBlock';

const block: ClaimDataBlock = {
  version: 1,
  journeyId: 'JP-77',
  legs: [
    {
      index: 2,
      departTime: '08:40',
      departStation: 'GTW',
      arriveTime: '09:10',
      arriveStation: 'VIC',
      operatorCode: 'GX',
      serviceId: 'G12345',
    },
    {
      index: 1,
      departTime: '08:00',
      departStation: 'BTN',
      arriveTime: '08:35',
      arriveStation: 'GTW',
      operatorCode: 'SN',
      serviceId: 'S98765',
    },
  ],
};

describe('parseClaimDataBlock', () => {
  it('reads text and a version-1 block, legs in index order', () => {
    const parsed = parseClaimDataBlock(formatClaimDataBlock('The train stopped at Three Bridges.', block));
    expect(parsed.text).toBe('The train stopped at Three Bridges.');
    expect(parsed.problem).toBeUndefined();
    expect(parsed.data?.journeyId).toBe('JP-77');
    expect(parsed.data?.legs.map((l) => l.serviceId)).toEqual(['S98765', 'G12345']);
  });

  it('gives the whole text when there is no block', () => {
    expect(parseClaimDataBlock('  just words  ')).toEqual({ text: 'just words' });
    expect(parseClaimDataBlock(null)).toEqual({ text: '' });
    expect(parseClaimDataBlock(undefined)).toEqual({ text: '' });
  });

  it('names the problem of a malformed, versionless or other-version block and keeps the text', () => {
    expect(parseClaimDataBlock(`Late\n${DATA_BLOCK_MARKER}\n{"version":1,"journeyId":`)).toEqual({
      text: 'Late',
      problem: 'malformed',
    });
    expect(parseClaimDataBlock(`Late\n${DATA_BLOCK_MARKER}\n{"journeyId":"J","legs":[]}`)).toEqual({
      text: 'Late',
      problem: 'versionless',
    });
    expect(parseClaimDataBlock(`Late\n${DATA_BLOCK_MARKER}\n{"version":2,"journeyId":"J","legs":[]}`).problem).toBe(
      'unsupportedVersion',
    );
    expect(parseClaimDataBlock(`${DATA_BLOCK_MARKER}[1,2]`).problem).toBe('malformed');
    expect(parseClaimDataBlock(`${DATA_BLOCK_MARKER}{"version":1,"journeyId":"J","legs":[{"index":1}]}`).problem).toBe(
      'malformed',
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const parsed = parseClaimDataBlock(`${a}${DATA_BLOCK_MARKER}${b}`);
        expect(typeof parsed.text).toBe('string');
      }),
    );
  });
});
