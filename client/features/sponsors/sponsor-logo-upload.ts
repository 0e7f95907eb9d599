import type { SponsorDetail } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';

/** POST /api/sponsors/:id/logo; a non-200 answer is thrown as the ts-rest response. */
export async function uploadSponsorLogo(api: ApiClient, id: number, file: File): Promise<SponsorDetail> {
  const response = await api.sponsors.uploadLogo.mutate({ params: { id }, body: { file } });
  if (response.status !== 200) throw response;
  return response.body;
}

/** DELETE /api/sponsors/:id/logo. */
export async function removeSponsorLogo(api: ApiClient, id: number): Promise<SponsorDetail> {
  const response = await api.sponsors.removeLogo.mutate({ params: { id } });
  if (response.status !== 200) throw response;
  return response.body;
}
