import { FamilyRole } from '../entities';
import { AccessRepository, AccessSubject, Membership, ResourceKind, SubjectAndRole } from '../repositories/access.repository';
import { InMemoryRows } from './in-memory-rows';

/** The look-ups of AccessRepository that families, members and photos need, over in-memory rows. */
export class InMemoryAccessRepository implements Pick<AccessRepository, 'getRole' | 'getSubjectAndRole' | 'getMembershipsOf'> {
  constructor(readonly rows: InMemoryRows) {}

  async getRole(userId: number, familyId: number): Promise<FamilyRole | null> {
    return this.rows.members.find((member) => member.userId === userId && member.familyId === familyId)?.role ?? null;
  }

  async getMembershipsOf(userId: number): Promise<Membership[]> {
    return this.rows.members
      .filter((member) => member.userId === userId)
      .sort((a, b) => a.familyId - b.familyId)
      .map(({ familyId, role }) => ({ familyId, role }));
  }

  async getSubjectAndRole(kind: ResourceKind, id: number, userId: number): Promise<SubjectAndRole | null> {
    const subject = this.subjectOf(kind, id);
    return subject ? { subject, role: await this.getRole(userId, subject.familyId) } : null;
  }

  private subjectOf(kind: ResourceKind, id: number): AccessSubject | null {
    if (kind === 'family') return { familyId: id };
    if (kind === 'member') {
      const member = this.rows.members.find((candidate) => candidate.id === id);
      return member ? { familyId: member.familyId, ownerUserId: member.userId } : null;
    }
    if (kind === 'photo' || kind === 'trashedPhoto') {
      const photo = this.rows.photos.find((candidate) => candidate.id === id && (candidate.deletedAt === null) === (kind === 'photo'));
      return photo ? { familyId: photo.familyId, ownerUserId: photo.uploadedBy } : null;
    }
    if (kind === 'invitation') {
      const invitation = this.rows.invitations.find((candidate) => candidate.id === id);
      return invitation ? { familyId: invitation.familyId, inviteeEmail: invitation.email } : null;
    }
    throw new Error(`InMemoryAccessRepository does not hold ${kind}s`);
  }
}
