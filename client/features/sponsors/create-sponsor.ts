import type { apiContract } from '../../../contract';
import type { ApiMutationOptions } from '../../lib/api/api-client';
import { useAppServices } from '../../lib/app-services';

/** POST /api/sponsors; a non-2xx answer is the mutation's error (the ts-rest response). */
export function useCreateSponsor(options: ApiMutationOptions<typeof apiContract.sponsors.create>) {
  const { api } = useAppServices();
  return api.sponsors.create.useMutation(options);
}
