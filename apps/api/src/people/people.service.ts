import type { PeopleResponse, PersonPhotosResponse, PersonResponse, TagResponse } from '@heirloom/contracts';
import { ListedPerson, NewPerson, PeopleRepository, PersonChanges, readSearchTerms, Region } from '@heirloom/database';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { allows, Caller, refusalOf, RestrictedRule, ruleOf } from '../access/access.rules';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { writeOrNotFound } from '../common/database/foreign-key-violation';
import { isUniqueViolation } from '../common/database/unique-violation';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { toPhotoResponse } from '../photos/photo.response';
import { CreatePersonDto, CreateTagDto, PeopleQueryDto, PersonPhotosQueryDto, UpdatePersonDto, UpdateTagDto } from './people.dto';
import { birthColumns, checkLifespan, deathColumns, readPersonDate } from './person-date';
import { ServedFile } from '../photos/photo-files.service';
import { PersonFacesService } from './person-faces.service';
import { toPersonResponse, toTagResponse } from './person.response';
import { PhotoRelationsService } from '../photos/photo-relations.service';

const PERSON_NOT_FOUND = 'Person not found';
const TAG_NOT_FOUND = 'This person is not tagged in this photo';
const MEMBER_TAKEN = 'This member is already a person of the family';
const ALREADY_TAGGED = 'This person is already tagged in this photo';

/**
 * People of a family and who is in which photo (issue 14). Any member adds and tags people; whoever added a person
 * or an admin changes them; the tagger, the photo's uploader or an admin changes a tag (access.rules.ts).
 */
@Injectable()
export class PeopleService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: PeopleRepository,
    private readonly relations: PhotoRelationsService,
    private readonly faces: PersonFacesService,
  ) {}

  async list(user: AuthUser, familyId: number, query: PeopleQueryDto): Promise<PeopleResponse> {
    const { role } = await this.access.requireAccess(user, 'person.list', familyId);
    const { offset, limit } = pageWindow(query);
    const words = query.q ? readSearchTerms(query.q).words : [];
    const { rows, pagination } = toPage(await this.repository.listByFamily(familyId, words, offset, limit), query);
    return { people: rows.map((person) => toPersonResponse(person, { user, role })), pagination };
  }

  async get(user: AuthUser, personId: number): Promise<PersonResponse> {
    const { role } = await this.access.requireAccess(user, 'person.read', personId);
    return toPersonResponse(await this.load(personId), { user, role });
  }

  async create(user: AuthUser, familyId: number, dto: CreatePersonDto): Promise<PersonResponse> {
    const { role } = await this.access.requireAccess(user, 'person.create', familyId);
    const birth = readPersonDate('birth_date', dto.birth_date);
    const death = readPersonDate('death_date', dto.death_date);
    checkLifespan({ rangeStart: birth?.rangeStart ?? null }, { rangeEnd: death?.rangeEnd ?? null });
    const person: NewPerson = {
      familyId,
      name: dto.name,
      ...birthColumns(birth),
      ...deathColumns(death),
      memberId: dto.user_id ? await this.memberOf(user, familyId, dto.user_id) : null,
      notes: dto.notes || null,
      createdBy: user.id,
    };
    const personId = await this.write(() => writeOrNotFound(() => this.repository.create(person), 'Family not found'));
    return toPersonResponse(await this.load(personId), { user, role });
  }

  /** Changes the fields sent; a sent date replaces the old one (empty: unknown), a sent null user_id unlinks. */
  async update(user: AuthUser, personId: number, dto: UpdatePersonDto): Promise<PersonResponse> {
    const { role } = await this.access.requireAccess(user, 'person.update', personId);
    const person = await this.load(personId);
    const changes: PersonChanges = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.birth_date !== undefined) Object.assign(changes, birthColumns(readPersonDate('birth_date', dto.birth_date)));
    if (dto.death_date !== undefined) Object.assign(changes, deathColumns(readPersonDate('death_date', dto.death_date)));
    const after = { ...person, ...changes };
    checkLifespan({ rangeStart: after.birthRangeStart }, { rangeEnd: after.deathRangeEnd });
    if (dto.user_id !== undefined) changes.memberId = dto.user_id === null ? null : await this.memberOf(user, person.familyId, dto.user_id);
    if (dto.notes !== undefined) changes.notes = dto.notes || null;
    if (dto.face_photo_id !== undefined) changes.facePhotoId = await this.faceChoice(personId, dto.face_photo_id);
    await this.write(() => this.repository.update(personId, changes));
    return toPersonResponse(await this.load(personId), { user, role });
  }

  /** Deletes the person and their tags (never the photos), then their kept face. Answers them as they were. */
  async delete(user: AuthUser, personId: number): Promise<PersonResponse> {
    const { role } = await this.access.requireAccess(user, 'person.delete', personId);
    const person = await this.load(personId);
    await this.repository.delete(personId);
    if (person.faceKey) await this.faces.remove(person.faceKey);
    return toPersonResponse({ ...person, photoCount: 0, face: null }, { user, role });
  }

  async photos(user: AuthUser, personId: number, query: PersonPhotosQueryDto): Promise<PersonPhotosResponse> {
    const { role } = await this.access.requireAccess(user, 'person.read', personId);
    const { offset, limit } = pageWindow(query);
    const { rows, pagination } = toPage(await this.repository.getPhotoPageOf(personId, query.order, offset, limit), query);
    const relationsOf = await this.relations.of(rows, user.id);
    const viewer = { user, role };
    return { photos: rows.map((photo) => toPhotoResponse(photo, photo.uploader, viewer, relationsOf(photo.id))), pagination };
  }

  async thumbnail(user: AuthUser, personId: number): Promise<ServedFile> {
    await this.access.requireAccess(user, 'person.read', personId);
    const person = await this.load(personId);
    return this.faces.open(personId, person.faceKey);
  }

  // Tags

  async tag(user: AuthUser, photoId: number, dto: CreateTagDto): Promise<TagResponse> {
    const { familyId } = await this.access.requireAccess(user, 'tag.create', photoId);
    // A person of another family is as unknown to the caller as one that does not exist.
    if ((await this.repository.getFamiliesOf([dto.person_id])).get(dto.person_id) !== familyId) throw new NotFoundException(PERSON_NOT_FOUND);
    const region = dto.region ? regionOf(dto.region) : null;
    try {
      await writeOrNotFound(() => this.repository.createTag(photoId, dto.person_id, region, user.id), 'Photo not found');
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ALREADY_TAGGED);
      throw error;
    }
    return toTagResponse(await this.loadTag(photoId, dto.person_id));
  }

  async updateTag(user: AuthUser, photoId: number, personId: number, dto: UpdateTagDto): Promise<TagResponse> {
    await this.requireTagChange(user, photoId, personId);
    await this.repository.updateTagRegion(photoId, personId, dto.region ? regionOf(dto.region) : null);
    return toTagResponse(await this.loadTag(photoId, personId));
  }

  async untag(user: AuthUser, photoId: number, personId: number): Promise<TagResponse> {
    const tag = await this.requireTagChange(user, photoId, personId);
    await this.repository.deleteTag(photoId, personId);
    return toTagResponse(tag);
  }

  /** The tag, when the caller may change it: the tagger, the photo's uploader or a family admin (tag.change). */
  private async requireTagChange(user: AuthUser, photoId: number, personId: number) {
    const photo = await this.access.requireAccess(user, 'tag.create', photoId);
    const tag = await this.loadTag(photoId, personId);
    const caller: Caller = { user, role: photo.role };
    const subject = { familyId: photo.familyId, ...(tag.taggedBy === null ? {} : { ownerUserId: tag.taggedBy }), photoUploaderId: photo.ownerUserId };
    if (!allows('tag.change', caller, subject)) throw new ForbiddenException(refusalOf(ruleOf('tag.change') as RestrictedRule, caller, subject));
    return tag;
  }

  private async loadTag(photoId: number, personId: number) {
    const tag = await this.repository.getTag(photoId, personId);
    if (!tag) throw new NotFoundException(TAG_NOT_FOUND);
    return tag;
  }

  private async load(personId: number): Promise<ListedPerson> {
    const person = await this.repository.getById(personId);
    if (!person) throw new NotFoundException(PERSON_NOT_FOUND);
    return person;
  }

  /**
   * The membership of the account in the family. An account the caller shares some family with, but not this one,
   * is a 400 (they know it exists); any other is a 404, as an outsider never learns an account exists. One person
   * per member: a second is a 409.
   */
  private async memberOf(user: AuthUser, familyId: number, userId: number): Promise<number> {
    const memberId = await this.repository.getMemberId(familyId, userId);
    if (memberId === null) {
      if (await this.repository.shareAFamily(user.id, userId)) throw new BadRequestException('user_id: this account is not a member of the family');
      throw new NotFoundException('User not found');
    }
    return memberId;
  }

  /**
   * The photo to cut the face from: one the person is tagged in (a photo of another family never is, so its id is
   * refused as one they are not in, telling nothing of it); null goes back to the latest tagged photo.
   */
  private async faceChoice(personId: number, photoId: number | null): Promise<number | null> {
    if (photoId === null) return null;
    if (!(await this.repository.isTaggedIn(personId, photoId))) throw new BadRequestException('face_photo_id: this person is not tagged in that photo');
    return photoId;
  }

  /** A write that may meet the one-person-per-member index. */
  private async write<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(MEMBER_TAKEN);
      throw error;
    }
  }
}

const regionOf = ({ x, y, width, height }: Region): Region => ({ x, y, width, height });
