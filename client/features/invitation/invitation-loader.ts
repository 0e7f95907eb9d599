import { data } from 'react-router';
import type { ServiceLoader } from '../../lib/routing/route-loader';
import { unusableReason, unusableStatus, type InvitationLink } from './invitation-link';

/**
 * /invite/:token is public: it reads the link's address and role, and a dead link answers with
 * its own status (404 unknown, 410 expired, used or revoked). A malformed token (400) is unknown.
 */
export const invitationLoader: ServiceLoader =
  ({ api }) =>
  async ({ params }) => {
    const token = params.token ?? '';
    const response = await api.invitations.preview.mutate({ body: { token } });
    if (response.status === 200) return { state: 'valid', token, invitation: response.body } satisfies InvitationLink;
    // Beyond the contract's 404 and 410, the server answers 400 to a string that cannot be a token.
    const status: number = response.status;
    const reason = status === 400 ? 'unknown' : unusableReason(response);
    if (!reason) throw new Error(`Reading the invitation failed with status ${status}`);
    return data({ state: 'unusable', reason } satisfies InvitationLink, { status: unusableStatus(reason) });
  };
