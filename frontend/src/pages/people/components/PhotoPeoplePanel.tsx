import { SmileOutlined, TagsOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PersonResponse, PhotoResponse, RegionRequest } from '@heirloom/contracts';
import { usePeople } from '../../../api/hooks';
import { createPerson, tagPerson, untagPerson, updatePerson } from '../../../api/people';
import { mutate } from 'swr';
import { serverTextOr } from '../../../lib/errors';
import { people as copy } from '../../../messages';
import { PersonPicker } from './PersonPicker';
import { TagCanvas } from './TagCanvas';

interface Props {
  photo: PhotoResponse;
  /** A tag was added or removed: the photo (its `people`) is to be read again. */
  onChanged: () => void;
}

/**
 * Who is in a photo, listed under it with their age there; "Tag people" shows the photo with their boxes, where one
 * drags a box and picks or adds the person (or tags them without a box).
 */
export function PhotoPeoplePanel({ photo, onChanged }: Props) {
  const { message } = App.useApp();
  const [tagging, setTagging] = useState(false);
  /** The box being picked for: a region, or null to tag without a box; undefined when not picking. */
  const [picking, setPicking] = useState<RegionRequest | null | undefined>(undefined);
  const [hovered, setHovered] = useState<number | null>(null);
  const family = usePeople(tagging ? photo.family_id : null);

  const tag = async (person: PersonResponse) => {
    try {
      await tagPerson(photo.id, person.id, picking ?? null);
      setPicking(undefined);
      onChanged();
      void family.mutate();
    } catch (error) {
      void message.error(serverTextOr(error, copy.tagFailed));
    }
  };
  const create = async (name: string) => {
    try {
      await tag(await createPerson(photo.family_id, { name }));
    } catch (error) {
      void message.error(serverTextOr(error, copy.tagFailed));
    }
  };
  const untag = async (personId: number) => {
    try {
      await untagPerson(photo.id, personId);
      onChanged();
    } catch (error) {
      void message.error(serverTextOr(error, copy.untagFailed));
    }
  };

  /** Their face is cut from this photo from now on (their box here, if any). */
  const chooseFace = async (personId: number, name: string) => {
    try {
      await updatePerson(personId, { face_photo_id: photo.id });
      // Every cached person (pages, pickers, their page) carries the face's address.
      void mutate((key) => Array.isArray(key) && key[0] === 'people');
      void message.success(copy.faceChosen(name));
    } catch (error) {
      void message.error(serverTextOr(error, copy.faceFailed));
    }
  };

  return (
    <Card
      title={copy.inPhoto}
      extra={
        <Button
          icon={<TagsOutlined aria-hidden />}
          type={tagging ? 'primary' : 'default'}
          aria-pressed={tagging}
          onClick={() => {
            setTagging(!tagging);
            setPicking(undefined);
          }}
        >
          {tagging ? copy.doneTagging : copy.tagPeople}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {tagging && (
          <>
            <Typography.Text type="secondary">{copy.tagHint}</Typography.Text>
            <div style={{ textAlign: 'center' }}>
              <TagCanvas
                src={photo.preview_url}
                alt={photo.description ?? ''}
                people={photo.people}
                highlighted={hovered}
                pending={picking ?? null}
                onDrawn={(region) => setPicking(region)}
              />
            </div>
            {picking === undefined ? (
              <Button onClick={() => setPicking(null)} style={{ alignSelf: 'flex-start' }}>
                {copy.tagWithoutBox}
              </Button>
            ) : (
              <Flex gap={8} align="center">
                <div style={{ flex: 1 }}>
                  <PersonPicker
                    people={family.data ?? []}
                    taken={photo.people.map((person) => person.id)}
                    loading={family.isLoading}
                    onPick={tag}
                    onCreate={create}
                  />
                </div>
                <Button onClick={() => setPicking(undefined)}>{copy.cancel}</Button>
              </Flex>
            )}
          </>
        )}
        {photo.people.length === 0 ? (
          <Typography.Text type="secondary">{copy.nobodyTagged}</Typography.Text>
        ) : (
          <Flex wrap gap={8} role="list" aria-label={copy.inPhoto}>
            {photo.people.map((person) => (
              <Tag
                key={person.id}
                role="listitem"
                closable
                closeIcon={<span aria-label={copy.untag(person.name)}>×</span>}
                onClose={(event) => {
                  event.preventDefault();
                  void untag(person.id);
                }}
                onMouseEnter={() => setHovered(person.id)}
                onMouseLeave={() => setHovered(null)}
                style={{ fontSize: 14, padding: '4px 8px' }}
              >
                <Link to={`/people/${person.id}`}>{person.name}</Link>
                {person.age_at_photo && <Typography.Text type="secondary"> · {copy.age(person.age_at_photo.text)}</Typography.Text>}
                <Button
                  type="text"
                  size="small"
                  icon={<SmileOutlined aria-hidden />}
                  aria-label={copy.useAsFace(person.name)}
                  title={copy.useAsFace(person.name)}
                  onClick={() => void chooseFace(person.id, person.name)}
                  style={{ marginInlineStart: 4, height: 22, width: 22, minWidth: 22 }}
                />
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
