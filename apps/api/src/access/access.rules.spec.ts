import { FamilyRole } from '@heirloom/database';
import { AuthUser } from '../auth/auth-user';
import { ACCESS_RULES, allows, EVERY_MEMBER, Permission } from './access.rules';

const caller = (id: number, role: FamilyRole | null) => ({
  user: { id, email: `user${id}@example.com`, name: `User ${id}`, isAdmin: false, createdAt: new Date(), lastSeenAt: null, emailVerifiedAt: new Date() } as AuthUser,
  role,
});

/** Author 1 wrote it; user 2 uploaded the photo; user 3 is a family admin; user 4 another member; user 5 an outsider. */
const story = { familyId: 1, ownerUserId: 1 };
const comment = { familyId: 1, ownerUserId: 1, photoUploaderId: 2 };
const people = { author: caller(1, 'member'), uploader: caller(2, 'member'), admin: caller(3, 'admin'), member: caller(4, 'member'), outsider: caller(5, null) };

const holders = (permission: Permission, subject: { familyId: number; ownerUserId?: number; photoUploaderId?: number }) =>
  Object.entries(people)
    .filter(([, who]) => allows(permission, who, subject))
    .map(([name]) => name);

describe('story and comment rules', () => {
  it('lets every member read and write stories and comments, and no outsider', () => {
    for (const permission of ['story.list', 'story.create', 'story.read', 'comment.list', 'comment.create'] as const) {
      expect(holders(permission, story)).toEqual(['author', 'uploader', 'admin', 'member']);
    }
  });

  it('lets the author alone edit a story', () => {
    expect(holders('story.update', story)).toEqual(['author']);
  });

  it('lets the author or a family admin delete a story', () => {
    expect(holders('story.delete', story)).toEqual(['author', 'admin']);
  });

  it("lets the author, the photo's uploader or a family admin delete a comment", () => {
    expect(holders('comment.delete', comment)).toEqual(['author', 'uploader', 'admin']);
  });

  it('gives an author who left the family nothing', () => {
    expect(allows('story.update', caller(1, null), story)).toBe(false);
    expect(allows('comment.delete', caller(2, null), comment)).toBe(false);
  });
});

describe('people and tag rules', () => {
  /** User 1 added the person (or tagged); user 2 uploaded the photo. */
  const person = { familyId: 1, ownerUserId: 1 };
  const tag = { familyId: 1, ownerUserId: 1, photoUploaderId: 2 };

  it('lets the member who added a person or a family admin change and delete them', () => {
    expect(holders('person.update', person)).toEqual(['author', 'admin']);
    expect(holders('person.delete', person)).toEqual(['author', 'admin']);
  });

  it('leaves a person whose creator is gone to the admins', () => {
    expect(holders('person.update', { familyId: 1 })).toEqual(['admin']);
  });

  it("lets the tagger, the photo's uploader or a family admin change or remove a tag", () => {
    expect(holders('tag.change', tag)).toEqual(['author', 'uploader', 'admin']);
    expect(allows('tag.change', caller(2, null), tag)).toBe(false);
  });
});

describe('photo rules', () => {
  /** User 2 uploaded the photo. */
  const photo = { familyId: 1, ownerUserId: 2 };

  it('lets the uploader alone change a photo', () => {
    expect(holders('photo.update', photo)).toEqual(['uploader']);
  });

  it('lets the uploader or a family admin move a photo to the trash', () => {
    expect(holders('photo.delete', photo)).toEqual(['uploader', 'admin']);
  });
});

describe('trash rules', () => {
  /** User 2 uploaded the photo. */
  const photo = { familyId: 1, ownerUserId: 2 };

  it('lets the uploader or a family admin see, restore or delete for good a trashed photo', () => {
    for (const permission of ['trash.view', 'trash.restore', 'trash.delete'] as const) expect(holders(permission, photo)).toEqual(['uploader', 'admin']);
  });

  it('lets only a family admin empty the trash', () => {
    expect(holders('trash.empty', story)).toEqual(['admin']);
  });
});

describe('share link rules', () => {
  it('lets the creator of a link or a family admin revoke it', () => {
    expect(holders('shareLink.revoke', { familyId: 1, ownerUserId: 2 })).toEqual(['uploader', 'admin']);
  });
});

describe('rules every member holds', () => {
  const everyMember = (Object.keys(ACCESS_RULES) as Permission[]).filter((permission) => ACCESS_RULES[permission].allow === EVERY_MEMBER);

  it('are the reads, the uploads, downloads of many, the writing of stories and comments, reactions, the activity feed, and adding and tagging people', () => {
    expect(everyMember).toEqual([
      'family.read',
      'photo.upload',
      'photo.read',
      'photo.download',
      'family.download',
      'story.list',
      'story.create',
      'story.read',
      'comment.list',
      'comment.create',
      'reaction.list',
      'reaction.update',
      'activity.read',
      'person.list',
      'person.create',
      'person.read',
      'tag.create',
      'trash.list',
      'album.list',
      'album.create',
      'album.read',
      'album.arrange',
      'album.share',
      'photo.share',
      'shareLink.list',
    ]);
  });

  it.each(everyMember)('%s is held by every role and by no outsider, so it carries no refusal', (permission) => {
    expect(holders(permission, story)).toEqual(['author', 'uploader', 'admin', 'member']);
    expect('forbidden' in ACCESS_RULES[permission]).toBe(false);
  });

  it('the others each say why a member is refused', () => {
    for (const [permission, rule] of Object.entries(ACCESS_RULES)) {
      if (rule.allow !== EVERY_MEMBER) expect({ permission, forbidden: 'forbidden' in rule && rule.forbidden.length > 0 }).toEqual({ permission, forbidden: true });
    }
  });
});
