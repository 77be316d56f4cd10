// 001 §7 POST /customers/{id}/smartcard/replacement; 001 §4 replacement: POSTAL is Requested at once (SUCCESS), the
// other types are Pending and settle later (server/handlers/smartcards/replacementOutcome, stored times); 001 §5 rules
// via src/domain/replacementFormErrors with the brand's reasons and the types the customer is offered.
import { and, eq } from 'drizzle-orm';
import { isOver16 } from '../../../src/domain/isOver16';
import { normaliseIsrn } from '../../../src/domain/normaliseIsrn';
import { replacementFormErrors, type ReplacementFormValues } from '../../../src/domain/replacementFormErrors';
import { replacementTypesAvailable } from '../../../src/domain/replacementTypesAvailable';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers, smartcardReplacements, smartcards, stations } from '../../db/schema';
import { ApiError } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { brandNetworkCondition } from '../reference/brandNetworkCondition';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { addWorkingDays } from './addWorkingDays';
import { requireCard } from './currentCard';
import { replacementOutcome } from './replacementOutcome';
import { replacementView } from './replacementView';
import { saveSmartcardAddress } from './saveAddress';
import { serviceUnavailable } from './serviceUnavailable';
import { conflict } from './conflict';
import { fieldErrors, SmartcardCodes } from './smartcardErrors';
import { nowOf, todayOf } from './today';

interface ReplacementBody extends ReplacementFormValues {
  type: 'POSTAL' | 'IN_PERSON';
  reason: string;
  title?: string;
}

export const requestSmartcardReplacement: Handler<'requestSmartcardReplacement'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as ReplacementBody;
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  if (card.replacementUnavailable) throw serviceUnavailable();
  const today = todayOf(ctx);
  const config = staff.profile.config;
  const types = replacementTypesAvailable({
    isOver16: isOver16(customer.dateOfBirth, today, Number(config.birthdayAgeThreshold)),
    instantReplacementEnabled: staff.profile.flags.enableInstantReplacement === true,
  });
  // an in-person card is collected at one of the brand's smartcard collection points (the console's type-ahead offers
  // only those; a hand-made request may name any code)
  const points = new Set<string>();
  if (body.type === 'IN_PERSON' && body.collectionLocation) {
    const [point] = await ctx.db
      .select({ nlc: stations.nlc })
      .from(stations)
      .where(
        and(
          eq(stations.nlc, body.collectionLocation),
          eq(stations.smartcardCollection, true),
          brandNetworkCondition(staff.profile),
        ),
      )
      .limit(1);
    if (point) points.add(point.nlc);
  }
  fieldErrors(
    replacementFormErrors(body, config.replacementReasons as string[], types, {
      isCollectionPoint: (nlc) => points.has(nlc),
    }),
  );
  const newIsrn = body.type === 'IN_PERSON' ? normaliseIsrn(body.smartcardNumber!) : null;
  const now = nowOf(ctx);

  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.select({ id: smartcards.id }).from(smartcards).where(eq(smartcards.id, card.id)).for('update');
    const [pending] = await t
      .select({ id: smartcardReplacements.id })
      .from(smartcardReplacements)
      .where(and(eq(smartcardReplacements.customerId, customer.id), eq(smartcardReplacements.status, 'Pending')));
    if (pending)
      throw conflict(SmartcardCodes.REPLACEMENT_PENDING, 'A replacement of this smartcard is already in progress');
    if (newIsrn) {
      const [used] = await t.select({ id: smartcards.id }).from(smartcards).where(eq(smartcards.isrn, newIsrn));
      if (used)
        throw ApiError.of(400, SmartcardCodes.SMARTCARD_LINK, 'This smartcard number is already in use', [
          'smartcardNumber',
        ]);
    }
    const settle = newIsrn ? replacementOutcome(newIsrn) : null;
    const [inserted] = await t
      .insert(smartcardReplacements)
      .values({
        customerId: customer.id,
        smartcardId: card.id,
        type: body.type,
        reason: body.reason,
        details: { collectionLocation: body.collectionLocation ?? null, changeAddress: body.changeAddress ?? false },
        newIsrn,
        status: body.type === 'POSTAL' ? 'Requested' : 'Pending',
        requestedAt: now,
        settlesAt: settle?.afterSeconds == null ? null : new Date(now.getTime() + settle.afterSeconds * 1000),
        outcome: settle?.outcome ?? null,
        deliverBy: body.type === 'POSTAL' ? addWorkingDays(today, Number(config.postalReplacementWorkingDays)) : null,
        requestedBy: staff.email,
      })
      .returning();
    if (body.reason === 'change-of-name') {
      await t
        .update(customers)
        .set({
          firstNames: body.firstNames!.trim(),
          surname: body.surname!.trim(),
          ...(body.title ? { title: body.title } : {}),
        })
        .where(eq(customers.id, customer.id));
      await writeCustomerTrail(t, customer.id, 'Customer name successfully updated', staff.email, now);
    }
    if (body.changeAddress) {
      await saveSmartcardAddress(
        t,
        customer.id,
        { line1: body.line1!, line2: body.line2, line3: body.line3, town: body.town!, postCode: body.postCode! },
        staff.email,
        now,
      );
    }
    await writeCustomerTrail(
      t,
      customer.id,
      `Smartcard replacement requested (${body.type}, ${body.reason})`,
      staff.email,
      now,
    );
    return inserted;
  });
  return { result: replacementView(row) };
};
