import type { apiContract } from '../../../contract';
import type { ApiMutationOptions } from '../../lib/api/api-client';
import { useAppServices } from '../../lib/app-services';

/** POST /api/sponsors/:id/contacts. */
export function useAddSponsorContact(options: ApiMutationOptions<typeof apiContract.sponsors.addContact>) {
  const { api } = useAppServices();
  return api.sponsors.addContact.useMutation(options);
}

/** PATCH /api/sponsors/:id/contacts/:contactId, with the contact's version. */
export function useUpdateSponsorContact(options: ApiMutationOptions<typeof apiContract.sponsors.updateContact>) {
  const { api } = useAppServices();
  return api.sponsors.updateContact.useMutation(options);
}

/** DELETE /api/sponsors/:id/contacts/:contactId. */
export function useRemoveSponsorContact(options: ApiMutationOptions<typeof apiContract.sponsors.removeContact>) {
  const { api } = useAppServices();
  return api.sponsors.removeContact.useMutation(options);
}
