// 001 §3 Delay-repay claim: the additional-information text holds free customer text followed by an optional
// versioned data block (version 1) listing a journey id and legs (index, depart time and station, arrive time and
// station, operator code, service id). The block's wire form is this project's reading
// (docs/decisions/0191-delay-repay-data-block-wire-form.md): a line `#DATA#` followed by a JSON object whose `version` is 1.

export const DATA_BLOCK_MARKER = '#DATA#';

export interface ClaimLeg {
  index: number;
  departTime: string;
  departStation: string;
  arriveTime: string;
  arriveStation: string;
  operatorCode: string;
  serviceId: string;
}

export interface ClaimDataBlock {
  version: 1;
  journeyId: string;
  legs: ClaimLeg[];
}

export interface ParsedAdditionalInformation {
  /** what the customer wrote, without the block */
  text: string;
  data?: ClaimDataBlock;
  /** why a block that is there could not be read; the claim page still shows the text */
  problem?: 'malformed' | 'versionless' | 'unsupportedVersion';
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

function readLeg(raw: unknown, position: number): ClaimLeg | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const fields = [r.departTime, r.departStation, r.arriveTime, r.arriveStation, r.operatorCode, r.serviceId].map(str);
  if (fields.some((f) => f === undefined)) return undefined;
  const [departTime, departStation, arriveTime, arriveStation, operatorCode, serviceId] = fields as string[];
  const index = typeof r.index === 'number' && Number.isInteger(r.index) ? r.index : position + 1;
  return { index, departTime, departStation, arriveTime, arriveStation, operatorCode, serviceId };
}

/**
 * Splits a claim's additional information into the customer's text and the version-1 data block. Never throws:
 * malformed JSON, a block without a version or with another version, or legs missing fields give `problem` and no data.
 * @example parseClaimDataBlock('Train late\n#DATA#\n{"version":1,"journeyId":"J1","legs":[]}') // { text: 'Train late', data: { version: 1, journeyId: 'J1', legs: [] } }
 */
export function parseClaimDataBlock(additionalInformation: string | null | undefined): ParsedAdditionalInformation {
  const whole = typeof additionalInformation === 'string' ? additionalInformation : '';
  const at = whole.lastIndexOf(DATA_BLOCK_MARKER);
  if (at < 0) return { text: whole.trim() };
  const text = whole.slice(0, at).trim();
  let raw: unknown;
  try {
    raw = JSON.parse(whole.slice(at + DATA_BLOCK_MARKER.length));
  } catch {
    return { text, problem: 'malformed' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { text, problem: 'malformed' };
  const block = raw as Record<string, unknown>;
  if (block.version === undefined || block.version === null) return { text, problem: 'versionless' };
  if (block.version !== 1 && block.version !== '1') return { text, problem: 'unsupportedVersion' };
  const journeyId = str(block.journeyId);
  if (journeyId === undefined || !Array.isArray(block.legs)) return { text, problem: 'malformed' };
  const legs = block.legs.map(readLeg);
  if (legs.some((leg) => leg === undefined)) return { text, problem: 'malformed' };
  return { text, data: { version: 1, journeyId, legs: (legs as ClaimLeg[]).sort((a, b) => a.index - b.index) } };
}

/** Writes a block the parser reads back (the seed and the tests use it). */
export function formatClaimDataBlock(text: string, data: ClaimDataBlock): string {
  return `${text}\n${DATA_BLOCK_MARKER}\n${JSON.stringify(data)}`;
}
