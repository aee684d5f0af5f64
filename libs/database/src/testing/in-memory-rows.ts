import { Backup, Family, FamilyMember, FamilyRole, Invitation, Photo, User } from '../entities';

/** Members in the order they joined (the longest-standing first), as the real queries order them. */
export const byJoining = (a: FamilyMember, b: FamilyMember): number => a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id;

/** The public side of a class (what a fake must offer in its place), without its private members. */
export type PublicOf<T> = { [K in keyof T]: T[K] };

/**
 * The rows of an in-memory database, shared by the in-memory repositories of this folder so that what one writes the
 * others read, as with the real tables. Ids count up from 1 across tables; times are given or count up from a fixed
 * instant, so a test never depends on the clock.
 */
export class InMemoryRows {
  users: User[] = [];
  families: Family[] = [];
  members: FamilyMember[] = [];
  photos: Photo[] = [];
  invitations: Invitation[] = [];
  backups: Backup[] = [];
  private lastId = 0;
  private lastInstant = Date.UTC(2024, 0, 1);

  nextId(): number {
    return ++this.lastId;
  }

  /** A later instant on each call. */
  nextInstant(): Date {
    this.lastInstant += 1000;
    return new Date(this.lastInstant);
  }

  addUser(fields: Partial<User> = {}): User {
    const id = fields.id ?? this.nextId();
    const at = this.nextInstant();
    const user: User = { id, email: `user${id}@example.com`, name: `User ${id}`, passwordHash: 'x', hasPassword: true, isAdmin: false, sessionKey: `key-${id}`, createdAt: at, updatedAt: at, lastSeenAt: null, emailVerifiedAt: null, totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, ...fields };
    this.users.push(user);
    return user;
  }

  addFamily(fields: Partial<Family> = {}): Family {
    const id = fields.id ?? this.nextId();
    const at = this.nextInstant();
    const family: Family = { id, name: `Family ${id}`, description: '', createdBy: null, createdAt: at, updatedAt: at, ...fields };
    this.families.push(family);
    return family;
  }

  addMember(familyId: number, userId: number, role: FamilyRole): FamilyMember {
    const member: FamilyMember = { id: this.nextId(), familyId, userId, role, joinedAt: this.nextInstant() };
    this.members.push(member);
    return member;
  }

  /** A stored photo, dated by its upload, with its three file keys. */
  addPhoto(familyId: number, uploadedBy: number, fields: Partial<Photo> = {}): Photo {
    const id = fields.id ?? this.nextId();
    const uploadDate = this.nextInstant();
    const photo: Photo = {
      id,
      familyId,
      uploadedBy,
      description: null,
      location: null,
      displayLocation: null,
      takenDate: null,
      uploadDate,
      fuzzyDateText: null,
      dateRangeStart: null,
      dateRangeEnd: null,
      takenDatePrecision: null,
      dateCertainty: null,
      sortDate: uploadDate.toISOString().slice(0, 19),
      monthDay: null,
      cameraInfo: null,
      cameraSettings: null,
      hasGps: false,
      gpsLatitude: null,
      gpsLongitude: null,
      gpsAltitude: null,
      originalFilename: `photo${id}.jpg`,
      mimeType: 'image/jpeg',
      mediaType: 'photo',
      sizeBytes: 1000,
      width: 640,
      height: 480,
      sha256: `sha${id}`,
      originalKey: `photos/${familyId}/${id}.jpg`,
      thumbnailKey: `thumbnails/${familyId}/${id}.webp`,
      previewKey: `previews/${familyId}/${id}.webp`,
      thumbnailStatus: 'pending',
      derivativesBytes: 0,
      derivativesVersion: null,
      derivativesFailedAt: null,
      durationSeconds: null,
      playbackStatus: null,
      playbackProgress: null,
      playbackKey: null,
      playbackBytes: 0,
      updatedAt: uploadDate,
      deletedAt: null,
      deletedBy: null,
      ...fields,
    };
    this.photos.push(photo);
    return photo;
  }

  /** An open invitation to the family, valid for a week from now. */
  addInvitation(familyId: number, invitedBy: number, fields: Partial<Invitation> = {}): Invitation {
    const id = fields.id ?? this.nextId();
    const createdAt = this.nextInstant();
    const invitation: Invitation = {
      id,
      familyId,
      email: `invitee${id}@example.com`,
      role: 'member',
      token: `token-${id}`,
      invitedBy,
      createdAt,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      acceptedAt: null,
      mailSentAt: null,
      ...fields,
    };
    this.invitations.push(invitation);
    return invitation;
  }

  /** A manual backup, completed unless `fields` say otherwise. */
  addBackup(fields: Partial<Backup> = {}): Backup {
    const id = fields.id ?? this.nextId();
    const createdAt = this.nextInstant();
    const backup: Backup = {
      id,
      kind: 'manual',
      status: 'completed',
      progress: 100,
      error: null,
      createdAt,
      completedAt: createdAt,
      createdBy: null,
      createdByName: null,
      sizeBytes: 1000,
      statsUsers: 0,
      statsFamilies: 0,
      statsPhotos: 0,
      storageKey: `backups/backup-${id}.zip`,
      restoreStatus: null,
      restoreProgress: 0,
      restoreError: null,
      restoredAt: null,
      ...fields,
    };
    this.backups.push(backup);
    return backup;
  }

  familyOf(id: number): Family | undefined {
    return this.families.find((family) => family.id === id);
  }

  userOf(id: number): User | undefined {
    return this.users.find((user) => user.id === id);
  }
}
