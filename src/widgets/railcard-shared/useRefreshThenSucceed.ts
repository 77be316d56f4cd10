// The railcard action widgets' success: every cached call is refetched (the linked railcards, their history, the DRC
// e-mails) before the dialog closes, so the panel behind it already shows the change.
import { useQueryClient } from '@tanstack/react-query';
import { callQueryKey } from '../../runtime';

export function useRefreshThenSucceed(onSuccess: () => void): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
    onSuccess();
  };
}
