import { AccountToken } from './account-token.entity';
import { Backup } from './backup.entity';
import { Comment } from './comment.entity';
import { DeviceSession } from './device-session.entity';
import { Download, DownloadItem } from './download.entity';
import { Family } from './family.entity';
import { FamilyMember } from './family-member.entity';
import { Invitation } from './invitation.entity';
import { Photo } from './photo.entity';
import { RecoveryCode } from './recovery-code.entity';
import { Session } from './session.entity';
import { Story } from './story.entity';
import { User } from './user.entity';

export * from './account-token.entity';
export * from './backup.entity';
export * from './comment.entity';
export * from './device-session.entity';
export * from './download.entity';
export * from './family.entity';
export * from './family-member.entity';
export * from './invitation.entity';
export * from './photo.entity';
export * from './recovery-code.entity';
export * from './session.entity';
export * from './story.entity';
export * from './user.entity';

export const ENTITIES = [User, Family, FamilyMember, Invitation, Session, Photo, Backup, Story, Comment, AccountToken, Download, DownloadItem, DeviceSession, RecoveryCode];
