import { Family } from './family.entity';
import { FamilyMember } from './family-member.entity';
import { Invitation } from './invitation.entity';
import { Session } from './session.entity';
import { User } from './user.entity';

export * from './family.entity';
export * from './family-member.entity';
export * from './invitation.entity';
export * from './session.entity';
export * from './user.entity';

export const ENTITIES = [User, Family, FamilyMember, Invitation, Session];
