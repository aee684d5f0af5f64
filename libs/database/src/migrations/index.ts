import { AccountsAndFamilies1764100000000 } from './1764100000000-accounts-and-families';
import { Photos1764200000000 } from './1764200000000-photos';
import { StoriesAndComments1764300000000 } from './1764300000000-stories-and-comments';
import { SearchIndex1764300000001 } from './1764300000001-search-index';
import { Backups1764400000000 } from './1764400000000-backups';
import { PhotoDerivatives1764500000000 } from './1764500000000-photo-derivatives';
import { FamilyScopedSearch1764500000001 } from './1764500000001-family-scoped-search';
import { SearchVersions1764600000000 } from './1764600000000-search-versions';
import { InvitationMail1764700000000 } from './1764700000000-invitation-mail';
import { EmailVerification1764800000000 } from './1764800000000-email-verification';
import { SessionKeys1764810000000 } from './1764810000000-session-keys';
import { FitPhotoTexts1764820000000 } from './1764820000000-fit-photo-texts';
import { PhotoMediaType1764900000000 } from './1764900000000-photo-media-type';
import { VideoPlayback1764910000000 } from './1764910000000-video-playback';
import { Downloads1764920000000 } from './1764920000000-downloads';
import { People1765100000000 } from './1765100000000-people';
import { PhotoTrash1765200000000 } from './1765200000000-photo-trash';
import { Albums1765200000001 } from './1765200000001-albums';
import { ReactionsAndActivity1765300000000 } from './1765300000000-reactions-and-activity';
import { UserPreferences1765310000000 } from './1765310000000-user-preferences';
import { DeviceSessions1765400000000 } from './1765400000000-device-sessions';
import { TwoFactor1765400000001 } from './1765400000001-two-factor';
import { PersonFacePhoto1765550000000 } from './1765550000000-person-face-photo';

/** Every migration in the order it runs; both databases run the same list. */
export const MIGRATIONS = [AccountsAndFamilies1764100000000, Photos1764200000000, StoriesAndComments1764300000000, SearchIndex1764300000001, Backups1764400000000, PhotoDerivatives1764500000000, FamilyScopedSearch1764500000001, SearchVersions1764600000000, InvitationMail1764700000000, EmailVerification1764800000000, SessionKeys1764810000000, FitPhotoTexts1764820000000, PhotoMediaType1764900000000, VideoPlayback1764910000000, Downloads1764920000000, People1765100000000, PhotoTrash1765200000000, Albums1765200000001, ReactionsAndActivity1765300000000, UserPreferences1765310000000, DeviceSessions1765400000000, TwoFactor1765400000001, PersonFacePhoto1765550000000];
