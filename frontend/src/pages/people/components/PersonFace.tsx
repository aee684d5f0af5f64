import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { PersonResponse } from '@heirloom/contracts';
import { colors } from '../../../theme';

interface Props {
  person: Pick<PersonResponse, 'name' | 'thumbnail_url'>;
  size: number;
}

/** Their face (cut from a photo they are tagged in), else their initials. */
export function PersonFace({ person, size }: Props) {
  // The first letter of the first two words that have one (an emoji is no initial).
  const initials = (person.name.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [])
    .slice(0, 2)
    .map((word) => [...word][0].toUpperCase())
    .join('');
  return (
    <Avatar
      size={size}
      src={person.thumbnail_url ?? undefined}
      icon={initials ? undefined : <UserOutlined aria-hidden />}
      alt={person.name}
      style={{ background: person.thumbnail_url ? undefined : colors.primary, flex: 'none', fontSize: size / 2.6 }}
    >
      {initials}
    </Avatar>
  );
}
