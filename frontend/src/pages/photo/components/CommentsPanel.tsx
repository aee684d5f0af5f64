import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { addComment, deleteComment } from '../../../api/comments';
import { useComments } from '../../../api/hooks';
import type { CommentResponse } from '@heirloom/contracts';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { MentionInput, mentionedIn, type Mentionable } from '../../../components/activity/MentionInput';
import { useConfirm } from '../../../hooks/useConfirm';
import { formatDateTime } from '../../../lib/format';
import { isSubmitKey } from '../../../lib/keyboard';
import { comments as copy, photo as photoCopy } from '../../../messages';

/** The photo's comments, scrollable to 300 px; delete follows the server's can_delete flag. */
export function CommentsPanel({ photoId }: { photoId: number }) {
  const list = useComments(photoId);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mentionable[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    setError(null);
    try {
      await addComment(photoId, content, mentionedIn(content, picked));
      setText('');
      setPicked([]);
      await list.reload();
    } catch {
      setError(copy.addFailed);
    } finally {
      setSending(false);
    }
  };

  const remove = async (comment: CommentResponse) => {
    if (!(await confirm({ title: copy.deleteConfirm }))) return;
    try {
      await deleteComment(comment.id);
      await list.reload();
    } catch {
      setError(copy.deleteFailed);
    }
  };

  return (
    <Card title={copy.title}>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <ErrorAlert message={list.error ? photoCopy.failedToLoad : null} onRetry={list.reload} />
      <div style={{ maxHeight: 300, overflowY: 'auto', marginBottom: 16 }} tabIndex={0} role="region" aria-label={copy.title}>
        {!list.isLoading && !list.error && list.items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={copy.empty} />
        )}
        <Flex vertical gap={12}>
          {list.items.map((comment) => (
            <article key={comment.id}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                {/* Name and date wrap as a pair (no stray separator starting a line in a narrow column). */}
                <Flex wrap align="baseline" style={{ minWidth: 0, columnGap: 8 }}>
                  <Typography.Text strong>{comment.author.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {formatDateTime(comment.created_at)}
                  </Typography.Text>
                </Flex>
                {comment.can_delete && (
                  <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={copy.delete} onClick={() => remove(comment)} />
                )}
              </Flex>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{comment.content}</Typography.Paragraph>
            </article>
          ))}
        </Flex>
        {list.hasMore && (
          <Flex justify="center">
            <Button type="link" onClick={list.loadMore} loading={list.loadingMore}>
              {copy.loadMore}
            </Button>
          </Flex>
        )}
      </div>
      <Flex gap={8} align="flex-end">
        <MentionInput
          photoId={photoId}
          ariaLabel={copy.inputLabel}
          placeholder={copy.placeholder}
          autoSize={{ minRows: 1, maxRows: 5 }}
          value={text}
          onChange={setText}
          onPick={(person) => setPicked((people) => [...people, person])}
          onKeyDown={(event) => {
            if (isSubmitKey(event)) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          aria-label={copy.send}
          disabled={!text.trim()}
          loading={sending}
          onClick={send}
        />
      </Flex>
    </Card>
  );
}
