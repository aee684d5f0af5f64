import { AccountToken } from './account-token.entity';
import { Album, AlbumPhoto } from './album.entity';
import { Backup } from './backup.entity';
import { Comment } from './comment.entity';
import { Download, DownloadItem } from './download.entity';
import { Family } from './family.entity';
import { FamilyMember } from './family-member.entity';
import { Invitation } from './invitation.entity';
import { Photo } from './photo.entity';
import { Session } from './session.entity';
import { Story } from './story.entity';
import { User } from './user.entity';

export * from './account-token.entity';
export * from './album.entity';
export * from './backup.entity';
export * from './comment.entity';
export * from './download.entity';
export * from './family.entity';
export * from './family-member.entity';
export * from './invitation.entity';
export * from './photo.entity';
export * from './session.entity';
export * from './story.entity';
export * from './user.entity';

export const ENTITIES = [User, Family, FamilyMember, Invitation, Session, Photo, Backup, Story, Comment, AccountToken, Download, DownloadItem, Album, AlbumPhoto];
