import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useStories } from '../../../api/hooks';
import { deleteStory } from '../../../api/stories';
import type { StoryResponse } from '@heirloom/contracts';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useConfirm } from '../../../hooks/useConfirm';
import { formatDate } from '../../../lib/format';
import { photo as photoCopy, stories as copy } from '../../../messages';
import { StoryEditor } from './StoryEditor';
import { colors } from '../../../theme';

type Editing = { story?: StoryResponse } | null;

/** The photo's stories, scrollable to 400 px; edit and delete follow the server's can_edit flag. */
export function StoriesPanel({ photoId }: { photoId: number }) {
  const { data, error: loadError, mutate } = useStories(photoId);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();

  const remove = async (story: StoryResponse) => {
    if (!(await confirm({ title: copy.deleteConfirm }))) return;
    try {
      await deleteStory(story.id);
      await mutate();
    } catch {
      setError(copy.deleteFailed);
    }
  };

  const stories = data ?? [];
  return (
    <Card
      title={copy.title}
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
          {copy.add}
        </Button>
      }
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <ErrorAlert message={loadError ? photoCopy.failedToLoad : null} onRetry={() => mutate()} />
      <div style={{ maxHeight: 400, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={copy.title}>
        {data && stories.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={copy.empty} />}
        <Flex vertical gap={16}>
          {stories.map((story) => (
            <article key={story.id} style={{ borderInlineStart: `3px solid ${colors.primary100}`, paddingInlineStart: 12 }}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{story.content}</Typography.Paragraph>
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {copy.by(story.author.name, formatDate(story.story_date || story.created_at))}
                </Typography.Text>
                {story.can_edit && (
                  <Flex gap={4}>
                    <Button type="text" size="small" icon={<EditOutlined aria-hidden />} aria-label={copy.edit} onClick={() => setEditing({ story })} />
                    <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={copy.delete} onClick={() => remove(story)} />
                  </Flex>
                )}
              </Flex>
            </article>
          ))}
        </Flex>
      </div>
      {editing && (
        <StoryEditor
          photoId={photoId}
          story={editing.story}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      )}
    </Card>
  );
}
