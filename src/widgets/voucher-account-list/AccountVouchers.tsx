// 000 §2 Voucher list on the account (flag enableEvouchers): total balance callout, paged table newest start first
// with the nine columns, rows linking to the voucher page, and Add e-voucher when canAddVoucher allows.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkGate } from '../../domain/checkGate';
import { callQueryKey, DataTable, formatMoney, useRuntimeServices, type ValueDef, type WidgetProps } from '../../runtime';
import { VoucherFormDialog } from '../voucher-form/VoucherFormDialog';
import '../voucher-form/vouchers.css';

const COLUMNS: ValueDef[] = [
  { field: 'status', label: 'VOUCHER_STATUS', format: 'status' },
  { field: 'startDate', label: 'VOUCHER_START_DATE', format: 'date' },
  { field: 'expiryDate', label: 'VOUCHER_EXPIRY_DATE', format: 'date' },
  { field: 'balance', label: 'VOUCHER_AVAILABLE_FUNDS', format: 'money' },
  { field: 'caseReference', label: 'VOUCHER_CASE_REFERENCE' },
  { field: 'creator.email', label: 'VOUCHER_CREATOR', format: 'email' },
  { field: 'reason.value', label: 'VOUCHER_CREATION_REASON', format: 'voucherReason' },
  { field: 'reviewer.email', label: 'VOUCHER_REVIEWER', format: 'email' },
  { field: 'declineReason', label: 'VOUCHER_DECLINE_REASON', format: 'longText' },
];

export default function AccountVouchers({ routeParams }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const customerId = routeParams.id ?? '';
  const pageSize = Number(services.config.paginationSize);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const args = { params: { id: customerId }, query: { page, limit: pageSize } };
  const list = useQuery({
    queryKey: callQueryKey('getCustomerVouchers', args),
    queryFn: () => services.call('getCustomerVouchers', args),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const canAdd = checkGate({ permission: 'canAddVoucher' }, services.gateContext);

  const addButton = canAdd && (
    <div className="actions" role="group" aria-label={t('ACCOUNT_EVOUCHERS_TITLE')}>
      <button type="button" className="button" onClick={() => setAdding(true)}>
        {t('VOUCHER_ADD')}
      </button>
      {adding && <VoucherFormDialog customerId={customerId} onClose={() => setAdding(false)} />}
    </div>
  );

  if (list.isPending) {
    return (
      <p className="runtime-loading" role="status">
        {t('RUNTIME_LOADING')}
      </p>
    );
  }
  if (list.data === undefined) {
    return (
      <div className="runtime-error" role="alert">
        <p>{t('VOUCHER_LIST_LOAD_ERROR')}</p>
        <button type="button" className="button" disabled={list.isFetching} onClick={() => void list.refetch()}>
          {t('RUNTIME_RETRY')}
        </button>
      </div>
    );
  }
  const vouchers: Record<string, unknown>[] = list.data.result?.vouchers ?? [];
  const total = Number(list.data.links?.total ?? vouchers.length);
  return (
    <div className="account-vouchers" aria-busy={list.isFetching || undefined}>
      <p className="callout voucher-balance" data-testid="voucher-total-balance">
        <span>{t('VOUCHER_TOTAL_BALANCE')}</span> <strong>{formatMoney(list.data.result?.totalBalance ?? 0)}</strong>
      </p>
      {addButton}
      {list.isError && (
        <p className="runtime-error" role="alert">
          {t('RUNTIME_PAGE_LOAD_ERROR')}
        </p>
      )}
      {vouchers.length === 0 ? (
        <p className="panel__empty">{t('VOUCHER_LIST_EMPTY')}</p>
      ) : (
        <DataTable
          columns={COLUMNS}
          rows={vouchers}
          rowLink="/customers/{customerId}/vouchers/{id}"
          label={t('ACCOUNT_EVOUCHERS_TITLE')}
          paging={{ page, pageSize, total, maxPageLinks: Number(services.config.maxPageLinks), onPageChange: setPage }}
        />
      )}
    </div>
  );
}
