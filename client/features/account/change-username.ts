import type { apiContract } from '../../../contract';
import type { ApiMutationOptions } from '../../lib/api/api-client';
import { useAppServices } from '../../lib/app-services';

/** PUT /api/users/me/username; a non-2xx answer is the mutation's error (the ts-rest response). */
export function useChangeUsername(options: ApiMutationOptions<typeof apiContract.account.changeUsername>) {
  const { api } = useAppServices();
  return api.account.changeUsername.useMutation(options);
}
