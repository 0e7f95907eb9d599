import type { CreateSponsorBody, SponsorContactBody, SponsorDetail } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { uploadSponsorLogo } from './sponsor-logo-upload';

/** What else the creation form gave besides the sponsor's fields. */
export interface NewSponsorExtras {
  logo?: File | undefined;
  contact?: SponsorContactBody | undefined;
}

export interface CreatedSponsor {
  sponsor: SponsorDetail;
  /** The parts saved after the sponsor that the server refused (the sponsor exists all the same). */
  failed: ('logo' | 'contact')[];
}

/**
 * POST /api/sponsors, then its logo and its first contact. A refused sponsor is thrown as the
 * ts-rest response (the form shows why); once it exists, a refused logo or contact is reported,
 * and the sponsor's page can add them again.
 */
export async function createSponsor(api: ApiClient, body: CreateSponsorBody, extras: NewSponsorExtras): Promise<CreatedSponsor> {
  const created = await api.sponsors.create.mutate({ body });
  if (created.status !== 201) throw created;
  let sponsor = created.body;
  const failed: CreatedSponsor['failed'] = [];
  const params = { id: sponsor.sponsor_id };
  if (extras.logo) {
    try {
      sponsor = await uploadSponsorLogo(api, sponsor.sponsor_id, extras.logo);
    } catch {
      failed.push('logo');
    }
  }
  if (extras.contact) {
    const added = await api.sponsors.addContact.mutate({ params, body: { ...extras.contact, is_primary: true } }).catch(() => undefined);
    if (added?.status === 201) sponsor = added.body;
    else failed.push('contact');
  }
  return { sponsor, failed };
}
