// 001 §3 Delay-repay claim as the calls reply it: stations named from the reference list, state group and tone
// (src/domain/delayRepayStateGroup), the additional information split by src/domain/parseClaimDataBlock.
import { inArray } from 'drizzle-orm';
import {
  delayRepayStateGroup,
  delayRepayStateTone,
  type DelayRepayState,
  type DelayRepayStateGroup,
} from '../../../src/domain/delayRepayStateGroup';
import { parseClaimDataBlock } from '../../../src/domain/parseClaimDataBlock';
import type { DelayRepayClaim } from '../../../src/generated/types/DelayRepayClaim';
import type { DelayRepayClaimSummary } from '../../../src/generated/types/DelayRepayClaimSummary';
import type { Db } from '../../db/connect';
import { delayRepayClaims, stations } from '../../db/schema';

export type ClaimRow = typeof delayRepayClaims.$inferSelect;
type StationNames = Map<string, string>;

/** Display prefix of a claim id (removed again by src/domain/removeClaimIdPrefix before the detail call). */
export const CLAIM_ID_PREFIX = 'DRCL';

export async function stationNames(db: Db, rows: ClaimRow[]): Promise<StationNames> {
  const nlcs = [
    ...new Set(
      rows.flatMap((r) => [r.originNlc, r.destinationNlc, ...r.viaNlcs, ...(r.travelcardNlc ? [r.travelcardNlc] : [])]),
    ),
  ];
  if (nlcs.length === 0) return new Map();
  const found = await db
    .select({ nlc: stations.nlc, name: stations.name })
    .from(stations)
    .where(inArray(stations.nlc, nlcs));
  return new Map(found.map((s) => [s.nlc, s.name]));
}

const station = (names: StationNames, nlc: string) => ({ nlc, name: names.get(nlc) ?? nlc });

/** One row of the search and account list. */
export function toClaimSummary(row: ClaimRow, names: StationNames): DelayRepayClaimSummary {
  // the text columns hold 001 §3's claim types and §4's states: claims reach the sandbox only through its seed, which
  // writes nothing else
  const state = row.state as DelayRepayState;
  return {
    id: row.id,
    displayId: `${CLAIM_ID_PREFIX}${row.id}`,
    claimRef: row.claimRef,
    requestId: row.requestId,
    customerId: row.customerId,
    claimType: row.claimType as DelayRepayClaimSummary['claimType'],
    state,
    // every 001 §4 state has its group
    stateGroup: delayRepayStateGroup(state) as DelayRepayStateGroup,
    stateTone: delayRepayStateTone(state),
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
export function toClaimDetail(row: ClaimRow, names: StationNames): DelayRepayClaim {
  const info = parseClaimDataBlock(row.additionalInformation);
  return {
    ...toClaimSummary(row, names),
    claimsInRequest: row.claimsInRequest,
    index: row.claimIndex,
    // the claimant column holds the customer as the seed writes it (001 §3: title, names, e-mail, address)
    customer: row.claimant as DelayRepayClaim['customer'],
    delay: {
      // 001 §3 delay lengths, as the seed writes them
      length: row.delayLength as DelayRepayClaim['delay']['length'],
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
      scheduledArrivalDate: row.scheduledArrivalDate,
      travelcardStation: row.travelcardNlc ? station(names, row.travelcardNlc) : null,
      startDate: row.ticketStartDate,
      // a season ticket's months and days, both or neither (the seed writes them together)
      duration:
        row.durationMonths !== null && row.durationDays !== null
          ? { months: row.durationMonths, days: row.durationDays }
          : null,
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
      // 001 §3 reimbursement methods, as the seed writes them
      method: row.reimbursementMethod as DelayRepayClaim['reimbursement']['method'],
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
