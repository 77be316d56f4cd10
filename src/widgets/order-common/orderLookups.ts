// The order page's extra lookups (000 §4 refund eligibility, 000 §2 tickets), shared by the status callout and the
// tickets table: one request each, whichever widget asks first (TanStack Query key of the declared call).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import type { ETicketLookup } from '../../domain/refundEligibility';
import type { GetCustomerSmartcardStatusReply } from '../../generated/replies/GetCustomerSmartcardStatusReply';
import type { GetOrderEticketsReply } from '../../generated/replies/GetOrderEticketsReply';
import type { GetOrderFulfilmentStatusReply } from '../../generated/replies/GetOrderFulfilmentStatusReply';
import type { GetOrderReply } from '../../generated/replies/GetOrderReply';
import type { Order } from '../../generated/types/Order';
import { callQueryKey, joinQueryKey, useRuntimeServices } from '../../runtime';

/** HTTP status of a rejected call (the app's HttpError), or undefined. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The screen's order, from the detail reply `{ result }`. */
export function orderOf(reply: unknown): Order | undefined {
  return (reply as GetOrderReply | undefined)?.result;
}

export interface ETicketLookupState {
  lookup: ETicketLookup | undefined;
  tickets: GetOrderEticketsReply['result'];
}

// the failed lookups already said: once per failed request, however many times the status callout mounts
const announced = new WeakSet<object>();

/**
 * E-ticket status of an e-ticket order (undefined lookup for other orders). 000 §8: a 404 is an info
 * ('Could not find UTN for eTicket') and leaves refund allowed; any other failure is an error that disables it.
 * The reply is the one the tickets table joins in (joinQueryKey: one request for both); the failure is said here,
 * once per request, as the table says nothing of it.
 */
export function useETicketLookup(order: Order | undefined): ETicketLookupState {
  const services = useRuntimeServices();
  const { t } = useTranslation();
  const enabled = Boolean(order?.delivery?.isETicket);
  const args = { params: { id: String(order?.id ?? '') }, notify: false as const };
  const query = useQuery({
    queryKey: joinQueryKey('getOrderEtickets', args),
    queryFn: () => services.call('getOrderEtickets', args) as Promise<GetOrderEticketsReply>,
    enabled,
    retry: false,
  });
  const notFound = httpStatus(query.error) === 404;
  const error = enabled ? query.error : null;
  useEffect(() => {
    if (!error || announced.has(error)) return;
    announced.add(error);
    services.notify(
      notFound
        ? { kind: 'info', message: t('ORDER_ETICKET_NOT_FOUND') }
        : { kind: 'error', message: t('ORDER_ETICKET_LOOKUP_ERROR') },
    );
  }, [error, notFound, services, t]);
  if (!enabled) return { lookup: undefined, tickets: [] };
  if (query.isPending) return { lookup: { status: 'loading' }, tickets: [] };
  if (query.isError) return { lookup: { status: notFound ? 'notFound' : 'error' }, tickets: [] };
  const result = query.data?.result;
  const tickets = Array.isArray(result) ? result : [];
  return { lookup: { status: 'ok', tickets }, tickets };
}

/** Fulfilled / Not fulfilled of a Complete order (000 §4); null while unknown or for other states. */
export function useFulfilment(order: Order | undefined): { fulfilled: boolean } | null {
  const services = useRuntimeServices();
  const enabled = order?.state === 'Complete' && !order.wasAmended;
  const args = { params: { id: String(order?.id ?? '') } };
  const query = useQuery({
    queryKey: callQueryKey('getOrderFulfilmentStatus', args),
    queryFn: () => services.call('getOrderFulfilmentStatus', args) as Promise<GetOrderFulfilmentStatusReply>,
    enabled,
    retry: false,
  });
  const result = query.data?.result;
  return enabled && result && typeof result.fulfilled === 'boolean' ? { fulfilled: result.fulfilled } : null;
}

/**
 * Card status of a smartcard order when the brand validates it (000 §4): the status, null when the customer has no
 * card (404), 'error' when the lookup failed, undefined while loading or when not needed.
 */
export function useSmartcardStatus(order: Order | undefined): string | null | undefined {
  const services = useRuntimeServices();
  const enabled = Boolean(
    order?.delivery?.isSmartcard && services.flags.enableSmartcardValidation && order?.customerId,
  );
  const args = { params: { id: String(order?.customerId ?? '') } };
  const query = useQuery({
    queryKey: callQueryKey('getCustomerSmartcardStatus', args),
    queryFn: async () => {
      try {
        const reply: GetCustomerSmartcardStatusReply | undefined = await services.call('getCustomerSmartcardStatus', {
          ...args,
          notify: false,
        });
        return { status: String(reply?.result?.status ?? '') || null };
      } catch (error) {
        if (httpStatus(error) === 404) return { status: null };
        throw error;
      }
    },
    enabled,
    retry: false,
  });
  if (!enabled || query.isPending) return undefined;
  if (query.isError) return 'error';
  return query.data.status;
}
