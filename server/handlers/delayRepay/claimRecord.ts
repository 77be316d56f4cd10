// 001 §3 Delay-repay claim as the calls reply it: stations named from the reference list, state group and tone
// (src/domain/delayRepayStateGroup), the additional information split by src/domain/parseClaimDataBlock.
import { inArray } from 'drizzle-orm';
import { delayRepayStateGroup, delayRepayStateTone } from '../../../src/domain/delayRepayStateGroup';
import { parseClaimDataBlock } from '../../../src/domain/parseClaimDataBlock';
import type { Db } from '../../db/connect';
import { delayRepayClaims, stations } from '../../db/schema';

export type ClaimRow = typeof delayRepayClaims.$inferSelect;
type StationNames = Map<string, string>;

/** Display prefix of a claim id (removed again by src/domain/removeClaimIdPrefix before the detail call). */
export const CLAIM_ID_PREFIX = 'DRCL';

export async function stationNames(db: Db, rows: ClaimRow[]): Promise<StationNames> {
  const nlcs = [...new Set(rows.flatMap((r) => [r.originNlc, r.destinationNlc, ...r.viaNlcs]))];
  if (nlcs.length === 0) return new Map();
  const found = await db
    .select({ nlc: stations.nlc, name: stations.name })
    .from(stations)
    .where(inArray(stations.nlc, nlcs));
  return new Map(found.map((s) => [s.nlc, s.name]));
}

const station = (names: StationNames, nlc: string) => ({ nlc, name: names.get(nlc) ?? nlc });

/** One row of the search and account list. */
export function toClaimSummary(row: ClaimRow, names: StationNames) {
  return {
    id: row.id,
    displayId: `${CLAIM_ID_PREFIX}${row.id}`,
    claimRef: row.claimRef,
    requestId: row.requestId,
    customerId: row.customerId,
    claimType: row.claimType,
    state: row.state,
    stateGroup: delayRepayStateGroup(row.state),
    stateTone: delayRepayStateTone(row.state),
    email: row.email,
    journeyDate: row.journeyDate,
    originStation: station(names, row.originNlc),
    destinationStation: station(names, row.destinationNlc),
    ticketType: row.ticketType,
    refundAmount: row.refundAmount,
    submissionDateTime: row.submitted.toISOString(),
  };
}

/** The claim page: delay, journey (with the data block's legs), ticket and reimbursement. */
export function toClaimDetail(row: ClaimRow, names: StationNames) {
  const info = parseClaimDataBlock(row.additionalInformation);
  return {
    ...toClaimSummary(row, names),
    claimsInRequest: row.claimsInRequest,
    index: row.claimIndex,
    customer: row.claimant,
    delay: {
      length: row.delayLength,
      reason: row.delayReason,
      additionalInformation: info.text,
      dataBlockProblem: info.problem ?? null,
      // what became of the versioned data block (001 §3): read, not read (the problem), or none given
      dataBlockStatus: info.data ? 'read' : (info.problem ?? 'absent'),
    },
    journey: {
      originStation: station(names, row.originNlc),
      destinationStation: station(names, row.destinationNlc),
      viaStations: row.viaNlcs.map((nlc) => station(names, nlc)),
      departureDate: row.journeyDate,
      departureTime: row.departTime,
      scheduledArrivalTime: row.arriveTime,
      journeyId: info.data?.journeyId ?? null,
      legs: info.data?.legs ?? [],
    },
    ticket: {
      type: row.ticketType,
      cost: row.ticketCost,
      number: row.ticketNumber,
      originStation: station(names, row.originNlc),
      destinationStation: station(names, row.destinationNlc),
      issueDate: row.ticketIssueDate,
      smartcardNumber: row.smartcardNumber,
      photocardNumber: row.photocardNumber,
      ticketImage: row.ticketImage,
      receiptImage: row.receiptImage,
    },
    reimbursement: {
      refundAmount: row.refundAmount,
      method: row.reimbursementMethod,
      // only the last four digits leave the server (001 §2 "account number shown masked")
      accountNumber: row.accountNumber ? `****${row.accountNumber.slice(-4)}` : null,
      sortCode: row.sortCode,
      paypalEmail: row.paypalEmail,
      amazonEmail: row.amazonEmail,
    },
    claimValue: row.claimValue,
    refundComment: row.refundComment,
    rejectionReason: row.rejectionReason,
  };
}
