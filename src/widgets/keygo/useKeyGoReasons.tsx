// The brand's KeyGo adjustment reasons (GET listKeyGoReasons), asked once per page through the query cache and shared
// by the tap, complete-journey and fare-adjustment dialogs, with the <option>s each of them shows.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { callQueryKey, useRuntimeServices } from '../../runtime';
import type { ListKeyGoReasonsReply } from '../../generated/replies/ListKeyGoReasonsReply';

export type KeyGoReason = ListKeyGoReasonsReply['result'][number];

export function useKeyGoReasons() {
  const { call } = useRuntimeServices();
  return useQuery({
    queryKey: callQueryKey('listKeyGoReasons'),
    queryFn: async () => ((await call('listKeyGoReasons')) as ListKeyGoReasonsReply).result,
  });
}

/** The reasons as options (a label key, its code when the key has no text). */
export function KeyGoReasonOptions({ reasons }: { reasons: readonly KeyGoReason[] }) {
  const { t } = useTranslation();
  return (
    <>
      {reasons.map((r) => (
        <option key={r.code} value={r.code}>
          {t(r.label, { defaultValue: r.code })}
        </option>
      ))}
    </>
  );
}
