// The one call of a railcard dialog: a success notice then `onDone`; a failure is said once, in the dialog (the call
// goes out with `notify: false`), as the spec's 'contact support' text followed by why (failureMessage).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { useRuntimeServices } from '../../runtime';
import type { Replies } from '../../generated/replies';
import { failureMessage } from './failureMessage';

export interface RailcardCallOptions<Id extends keyof Replies> {
  call: Id;
  params: Record<string, string | number>;
  /** i18n key of the failure (…_ERROR) */
  failure: string;
  /** the success notice's text, from the reply; or a notice of another kind (a warning: done, but not wholly) */
  success(reply: Replies[Id]): string | { kind: 'success' | 'warning'; message: string };
  onDone(): void;
  /** the change calls of 000 §7 carry the signed-in staff member as `author` */
  author?: boolean;
}

export interface RailcardCall {
  send(body: Record<string, unknown>): void;
  busy: boolean;
  /** the failure's text while the last call failed */
  error?: string;
}

export function useRailcardCall<Id extends keyof Replies>({
  call,
  params,
  failure,
  success,
  onDone,
  author = false,
}: RailcardCallOptions<Id>): RailcardCall {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      services.call(call, {
        params,
        body: author && services.userEmail ? { ...body, author: services.userEmail } : body,
        notify: false,
      }),
    onSuccess: (reply) => {
      // the API answers the call's declared reply (src/generated/replies)
      const notice = success(reply as Replies[Id]);
      services.notify(typeof notice === 'string' ? { kind: 'success', message: notice } : notice);
      onDone();
    },
  });
  return {
    send: (body) => {
      if (!mutation.isPending) mutation.mutate(body);
    },
    busy: mutation.isPending,
    error: mutation.isError ? failureMessage(t, failure, mutation.error) : undefined,
  };
}
