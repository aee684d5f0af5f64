import { AppConfig, InjectConfig, RegistrationMode } from '@heirloom/config';
import { InvitationsRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';

const REFUSALS: Record<Exclude<RegistrationMode, 'open'>, string> = {
  invite: 'New accounts are by invitation only: ask a family admin to invite your e-mail address, then register with that address',
  closed: 'This server is not taking new accounts: ask the person who runs it to open registration',
};

/** REGISTRATION: who may create an account. The first account, the installation's platform admin, always may. */
@Injectable()
export class RegistrationPolicy {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly invitations: InvitationsRepository,
  ) {}

  /** Why this address may not register, or null when it may. */
  async refusal(email: string, firstAccount: boolean): Promise<string | null> {
    const mode = this.config.registration;
    if (firstAccount || mode === 'open') return null;
    if (mode === 'invite' && (await this.invitations.isInvited(email, new Date()))) return null;
    return REFUSALS[mode];
  }
}
