/**
 * The job id of an invitation's e-mail: one per issue of the invitation (inviting again renews created_at), so the
 * job queued at creation and a sweep's copy of it are queued once.
 */
export const invitationMailJobId = ({ id, createdAt }: { id: number; createdAt: Date }): string => `invitation-${id}-${createdAt.getTime()}`;

/** The job id of an account token's e-mail: one per row, which is mailed once. */
export const accountTokenMailJobId = ({ id }: { id: number }): string => `account-token-${id}`;
