import { Mentions } from 'antd';
import type { KeyboardEvent } from 'react';
import { useMentionableMembers, usePhoto } from '../../api/hooks';
import { mentions as copy } from '../../messages';

/** A member who may be mentioned: the family's people, by name. */
export interface Mentionable {
  id: number;
  name: string;
}

/**
 * The members whose `@Name` is still in the text, among those picked from the list: a name picked and then deleted
 * mentions no one.
 */
export function mentionedIn(text: string, picked: readonly Mentionable[]): number[] {
  return [...new Set(picked.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id))];
}

/** Whether the text ends in an `@name` being typed (the list is open). */
export const isTypingMention = (text: string): boolean => /(^|\s)@[^\s@]*$/.test(text);

interface Props {
  /** The photo commented on: its family's members are who `@` offers (read from the photo's cache). */
  photoId: number;
  value: string;
  onChange: (value: string) => void;
  /** Who was picked from the list so far. */
  onPick: (person: Mentionable) => void;
  id?: string;
  ariaLabel?: string;
  placeholder?: string;
  autoSize?: { minRows: number; maxRows: number };
  rows?: number;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/** A text area where typing `@` opens the list of the family's members (issue 16). */
export function MentionInput({ photoId, value, onChange, onPick, id, ariaLabel, placeholder, autoSize, rows, autoFocus, onKeyDown }: Props) {
  const { data: photo } = usePhoto(photoId);
  const { data: members } = useMentionableMembers(photo?.family_id ?? null);
  const people: Mentionable[] = photo ? (members ?? []).map((member) => ({ id: member.user.id, name: member.user.name })) : [];

  return (
    <Mentions
      id={id}
      aria-label={ariaLabel}
      placeholder={placeholder}
      autoSize={autoSize}
      rows={rows}
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      notFoundContent={copy.noMatch}
      // A name may hold spaces: the list filters on the whole typed text after `@`.
      split=" "
      filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
      options={people.map((person) => ({ key: String(person.id), value: person.name, label: person.name }))}
      onSelect={(option) => {
        const person = people.find((candidate) => candidate.name === option.value);
        if (person) onPick(person);
      }}
      // While `@name` is being typed, Enter picks from the list rather than reaching the caller (send).
      onKeyDown={(event) => {
        if (event.key === 'Enter' && isTypingMention(value)) return;
        onKeyDown?.(event);
      }}
      style={{ width: '100%' }}
    />
  );
}
