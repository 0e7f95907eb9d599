import type { apiContract } from '../../../contract';
import type { ApiMutationOptions } from '../../lib/api/api-client';
import { useAppServices } from '../../lib/app-services';

/** PUT /api/users/me/password; a non-2xx answer is the mutation's error (the ts-rest response). */
export function useChangePassword(options: ApiMutationOptions<typeof apiContract.account.changePassword>) {
  const { api } = useAppServices();
  return api.account.changePassword.useMutation(options);
}
