import { Family, FamilyMember, FamilyRole } from '../entities';
import { FamiliesRepository, FamilyChanges, MemberChangeOutcome, NewFamily } from '../repositories/families.repository';
import { byJoining, InMemoryRows, PublicOf } from './in-memory-rows';

/** FamiliesRepository over in-memory rows, the last-admin rule included (families.repository.spec.ts holds both to it). */
export class InMemoryFamiliesRepository implements PublicOf<FamiliesRepository> {
  constructor(readonly rows: InMemoryRows) {}

  async getById(id: number): Promise<Family | null> {
    return this.rows.families.find((family) => family.id === id) ?? null;
  }

  async getMembershipsOf(userId: number): Promise<FamilyMember[]> {
    const memberships = this.rows.members.filter((member) => member.userId === userId).map((member) => ({ ...member, family: this.familyOf(member) }));
    return memberships.sort((a, b) => a.family.name.localeCompare(b.family.name) || a.familyId - b.familyId);
  }

  async getMembership(userId: number, familyId: number): Promise<FamilyMember | null> {
    return this.rows.members.find((member) => member.userId === userId && member.familyId === familyId) ?? null;
  }

  async getMemberWithUser(memberId: number): Promise<FamilyMember | null> {
    const member = this.rows.members.find((candidate) => candidate.id === memberId);
    return member ? { ...member, user: this.rows.userOf(member.userId) } : null;
  }

  async getMembersOf(familyIds: number[], withUsers: boolean): Promise<FamilyMember[]> {
    const members = this.rows.members.filter((member) => familyIds.includes(member.familyId)).sort(byJoining);
    return members.map((member) => (withUsers ? { ...member, user: this.rows.userOf(member.userId) } : { ...member }));
  }

  async createWithAdmin(family: NewFamily, adminUserId: number): Promise<number> {
    const { id } = this.rows.addFamily(family);
    this.rows.addMember(id, adminUserId, 'admin');
    return id;
  }

  async update(id: number, changes: FamilyChanges): Promise<void> {
    const family = this.rows.families.find((candidate) => candidate.id === id);
    if (!family) return;
    if (changes.name !== undefined) family.name = changes.name;
    if (changes.description !== undefined) family.description = changes.description;
  }

  async delete(id: number): Promise<boolean> {
    const before = this.rows.families.length;
    this.rows.families = this.rows.families.filter((family) => family.id !== id);
    this.rows.members = this.rows.members.filter((member) => member.familyId !== id);
    this.rows.photos = this.rows.photos.filter((photo) => photo.familyId !== id);
    this.rows.invitations = this.rows.invitations.filter((invitation) => invitation.familyId !== id);
    return this.rows.families.length < before;
  }

  async setRoleUnlessLastAdmin(memberId: number, role: FamilyRole): Promise<MemberChangeOutcome> {
    const member = this.rows.members.find((candidate) => candidate.id === memberId);
    if (!member) return 'missing';
    if (member.role === role) return 'unchanged';
    if (!this.keepsAnAdminWithout(member)) return 'last-admin';
    member.role = role;
    return 'changed';
  }

  async removeUnlessLastAdmin(memberId: number): Promise<MemberChangeOutcome> {
    const member = this.rows.members.find((candidate) => candidate.id === memberId);
    if (!member) return 'missing';
    if (!this.keepsAnAdminWithout(member)) return 'last-admin';
    this.rows.members = this.rows.members.filter((candidate) => candidate.id !== memberId);
    return 'changed';
  }

  private keepsAnAdminWithout(member: FamilyMember): boolean {
    return member.role !== 'admin' || this.rows.members.some((other) => other.familyId === member.familyId && other.role === 'admin' && other.id !== member.id);
  }

  private familyOf(member: FamilyMember): Family {
    const family = this.rows.families.find((candidate) => candidate.id === member.familyId);
    if (!family) throw new Error(`Member ${member.id} belongs to no family`);
    return family;
  }
}
