/** Invitations: invite by e-mail with a role, resend, revoke, and accept a link. */
export { createInvitationsService, type InvitationsService } from './invitations-service';
export { invitationsHandlers } from './invitations-handlers';
export { invitationMailJob, registerInvitationJobs } from './invitation-jobs';
