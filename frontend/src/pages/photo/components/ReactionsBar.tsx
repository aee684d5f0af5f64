import { Button, Flex, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { PhotoResponse, ReactionCountResponse, ReactionKind } from '@heirloom/contracts';
import { useReactionPeople } from '../../../api/hooks';
import { addReaction, removeReaction } from '../../../api/reactions';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { reactions as copy } from '../../../messages';
import { colors } from '../../../theme';

export const REACTION_KINDS: readonly ReactionKind[] = ['heart', 'laugh', 'wow', 'sad', 'clap'];

interface Props {
  photo: Pick<PhotoResponse, 'id' | 'reactions'>;
  /** The photo's reactions after a change, to put into the photo's cache. */
  onChange: (reactions: ReactionCountResponse[]) => void;
}

/** The five reactions under a photo: each a toggle with its count; "Who reacted" lists the people per kind. */
export function ReactionsBar({ photo, onChange }: Props) {
  const [busy, setBusy] = useState<ReactionKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const people = useReactionPeople(peopleOpen ? photo.id : null);
  const byKind = new Map(photo.reactions.map((reaction) => [reaction.kind, reaction]));

  const toggle = async (kind: ReactionKind) => {
    const mine = byKind.get(kind)?.mine ?? false;
    setBusy(kind);
    setError(null);
    try {
      onChange(await (mine ? removeReaction(photo.id, kind) : addReaction(photo.id, kind)));
      if (peopleOpen) void people.mutate();
    } catch {
      setError(copy.failed);
    } finally {
      setBusy(null);
    }
  };

  const peopleList = people.isLoading ? (
    <Spin size="small" />
  ) : people.error ? (
    <Typography.Text type="danger">{copy.loadFailed}</Typography.Text>
  ) : !people.data?.length ? (
    <Typography.Text type="secondary">{copy.nobody}</Typography.Text>
  ) : (
    <Flex vertical gap={4} style={{ maxWidth: 280 }} data-testid="reaction-people">
      {people.data.map((reaction) => (
        <Typography.Text key={reaction.kind}>
          <span aria-hidden>{copy.emoji[reaction.kind]}</span> <strong>{copy.kinds[reaction.kind]}</strong>: {reaction.people.map((person) => person.name).join(', ')}
        </Typography.Text>
      ))}
    </Flex>
  );

  return (
    <Flex vertical gap={8}>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Flex wrap gap={8} align="center" role="group" aria-label={copy.label}>
        {REACTION_KINDS.map((kind) => {
          const reaction = byKind.get(kind);
          const mine = reaction?.mine ?? false;
          return (
            <Button
              key={kind}
              shape="round"
              size="small"
              aria-pressed={mine}
              aria-label={copy.toggle(copy.kinds[kind], mine, reaction?.count ?? 0)}
              loading={busy === kind}
              onClick={() => toggle(kind)}
              style={mine ? { borderColor: colors.primary, background: colors.primary50 } : undefined}
            >
              <span aria-hidden>{copy.emoji[kind]}</span>
              {reaction ? <span>{reaction.count}</span> : null}
            </Button>
          );
        })}
        <Popover trigger="click" title={copy.whoReacted} content={peopleList} open={peopleOpen} onOpenChange={setPeopleOpen}>
          <Button type="link" size="small" disabled={photo.reactions.length === 0}>
            {copy.whoReacted}
          </Button>
        </Popover>
      </Flex>
    </Flex>
  );
}
