import { CalendarOutlined, EnvironmentOutlined, PictureOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CommentHitResponse, PhotoHitResponse, SearchMatchResponse, StoryHitResponse } from '@heirloom/contracts';
import { PhotoThumb } from '../../../components/PhotoThumb';
import type { TileSelection } from '../../../components/PhotoTile';
import { SelectMark } from '../../../components/SelectMark';
import { colors } from '../../../theme';
import { usePhotoLinkState } from '../../../components/photoList/PhotoListContext';
import { formatDate, formatPhotoDate, photoTitle } from '../../../lib/format';
import { highlightParts } from '../../../lib/highlight';
import { app, search as copy, tile as tileCopy } from '../../../messages';

/** Why a photo was found: 'Place: Pelican Bay', the words the search found marked. */
function MatchedLine({ matched }: { matched: SearchMatchResponse }) {
  const [params] = useSearchParams();
  return (
    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ fontSize: 12, marginBottom: 8 }} data-testid="matched">
      <span>{copy.matchedBy[matched.field]}: </span>
      {highlightParts(matched.excerpt, params.get('q') ?? '').map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </Typography.Paragraph>
  );
}

export function PhotoResultCard({ photo, selection }: { photo: PhotoHitResponse; selection?: TileSelection<PhotoHitResponse> }) {
  const title = photoTitle(photo);
  const date = formatPhotoDate(photo);
  const linkState = usePhotoLinkState();
  const selected = selection?.isSelected(photo) ?? false;
  return (
    <Link
      to={`/photos/${photo.id}`}
      state={linkState}
      aria-label={selected ? `${title}, ${tileCopy.selected}` : title}
      onClick={selection ? (event) => selection.onClick(photo, event) : undefined}
      onMouseDown={selection ? (event) => event.shiftKey && event.preventDefault() : undefined}
      style={{ display: 'block', height: '100%' }}
    >
      <Card
        hoverable
        cover={
          <div style={{ position: 'relative' }}>
            <PhotoThumb src={photo.thumbnail_url} alt={title} />
            {selection?.active && <SelectMark selected={selected} />}
          </div>
        }
        styles={{ body: { padding: 12 } }}
        style={{ height: '100%', outline: selected ? `3px solid ${colors.primary}` : undefined, outlineOffset: -3 }}
      >
        <Typography.Text strong ellipsis style={{ display: 'block', marginBottom: 8 }}>
          {title}
        </Typography.Text>
        {photo.matched && <MatchedLine matched={photo.matched} />}
        <Flex gap={4} wrap>
          {photo.location && <Tag icon={<EnvironmentOutlined aria-hidden />}>{photo.location}</Tag>}
          {/* A photo named by its date says it once; a fuzzy date shows as its group names it ('c. 1950'). */}
          {date !== title && <Tag icon={<CalendarOutlined aria-hidden />}>{date}</Tag>}
          {photo.family?.name && (
            <Tag icon={<TeamOutlined aria-hidden />} color="geekblue">
              {photo.family.name}
            </Tag>
          )}
        </Flex>
      </Card>
    </Link>
  );
}

export function StoryResultCard({ story }: { story: StoryHitResponse }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ whiteSpace: 'pre-wrap' }}>
        {story.content}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center" wrap>
          <Tag icon={<PictureOutlined aria-hidden />}>{story.photo.description?.trim() || app.untitled}</Tag>
          <Typography.Text type="secondary">{copy.by(story.author.name, formatDate(story.created_at))}</Typography.Text>
        </Flex>
        <Button onClick={() => navigate(`/photos/${story.photo.id}`)}>{copy.viewPhoto}</Button>
      </Flex>
    </Card>
  );
}

export function CommentResultCard({ comment }: { comment: CommentHitResponse }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Typography.Paragraph italic ellipsis={{ rows: 3 }}>
        “{comment.content}”
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{comment.author.name}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(comment.created_at)}</Typography.Text>
          {comment.family?.name && (
            <Tag icon={<TeamOutlined aria-hidden />} color="geekblue">
              {comment.family.name}
            </Tag>
          )}
        </Flex>
        <Button onClick={() => navigate(`/photos/${comment.photo.id}`)}>{copy.viewPhoto}</Button>
      </Flex>
    </Card>
  );
}
