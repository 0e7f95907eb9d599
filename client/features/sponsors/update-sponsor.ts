import type { apiContract } from '../../../contract';
import type { ApiMutationOptions } from '../../lib/api/api-client';
import { useAppServices } from '../../lib/app-services';

/** PATCH /api/sponsors/:id: the changed fields with the version the editor read. */
export function useUpdateSponsor(options: ApiMutationOptions<typeof apiContract.sponsors.update>) {
  const { api } = useAppServices();
  return api.sponsors.update.useMutation(options);
}

/** PUT /api/sponsors/:id/status. */
export function useChangeSponsorStatus(options: ApiMutationOptions<typeof apiContract.sponsors.changeStatus>) {
  const { api } = useAppServices();
  return api.sponsors.changeStatus.useMutation(options);
}

/** POST /api/sponsors/:id/archive. */
export function useArchiveSponsor(options: ApiMutationOptions<typeof apiContract.sponsors.archive>) {
  const { api } = useAppServices();
  return api.sponsors.archive.useMutation(options);
}

/** POST /api/sponsors/:id/restore. */
export function useRestoreSponsor(options: ApiMutationOptions<typeof apiContract.sponsors.restore>) {
  const { api } = useAppServices();
  return api.sponsors.restore.useMutation(options);
}
