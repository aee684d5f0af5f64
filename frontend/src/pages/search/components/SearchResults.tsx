import { Flex, Tabs, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { PhotoHitResponse, SearchResponse } from '@heirloom/contracts';
import type { TileSelection } from '../../../components/PhotoTile';
import { SEARCH_ALL_LIMITS } from '../../../lib/limits';
import { search as copy } from '../../../messages';
import { CommentResultCard, PhotoResultCard, StoryResultCard } from './ResultCards';
import { EmptyState } from '../../../components/EmptyState';
import { PersonResults } from '../../people/components/PersonResults';

type Results = SearchResponse['results'];

function PhotoList({ photos, selection }: { photos: Results['photos']; selection?: TileSelection<PhotoHitResponse> }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, calc(50% - 8px)), 1fr))', gap: 16 }}>
      {photos.map((photo) => (
        <PhotoResultCard key={photo.id} photo={photo} selection={selection} />
      ))}
    </div>
  );
}

const StoryList = ({ stories }: { stories: Results['stories'] }) => (
  <Flex vertical gap={12}>
    {stories.map((story) => (
      <StoryResultCard key={story.id} story={story} />
    ))}
  </Flex>
);

const CommentList = ({ comments }: { comments: Results['comments'] }) => (
  <Flex vertical gap={12}>
    {comments.map((comment) => (
      <CommentResultCard key={comment.id} comment={comment} />
    ))}
  </Flex>
);

function Section({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** A tab with nothing to show says so, rather than showing a blank page. */
const TabEmpty = ({ text }: { text: string }) => <EmptyState icon={<SearchOutlined />} title={text} hint={copy.noResultsHint} />;

/** Tabs with counts; All shows at most 6 photos, 3 stories and 3 comments, the other tabs everything. */
export function SearchResults({ response, selection }: { response: SearchResponse; selection?: TileSelection<PhotoHitResponse> }) {
  const { photos = [], stories = [], comments = [], people = [] } = response.results ?? {};
  const total = response.total ?? photos.length + stories.length + comments.length + people.length;

  if (total === 0) {
    return (
      <EmptyState icon={<SearchOutlined />} title={copy.noResults} hint={copy.noResultsHint} />
    );
  }

  const { capped } = response;
  const tab = (key: string, label: string, count: number, children: ReactNode, more = false) => ({
    key,
    label: copy.tabLabel(label, count, more),
    children,
  });

  return (
    <Tabs
      className="search-tabs"
      items={[
        tab(
          'all',
          copy.tabs.all,
          total,
          <>
            <Section title={copy.tabs.people} show={people.length > 0}>
              <PersonResults people={people.slice(0, SEARCH_ALL_LIMITS.people)} />
            </Section>
            <Section title={copy.tabs.photos} show={photos.length > 0}>
              <PhotoList photos={photos.slice(0, SEARCH_ALL_LIMITS.photos)} selection={selection} />
            </Section>
            <Section title={copy.tabs.stories} show={stories.length > 0}>
              <StoryList stories={stories.slice(0, SEARCH_ALL_LIMITS.stories)} />
            </Section>
            <Section title={copy.tabs.comments} show={comments.length > 0}>
              <CommentList comments={comments.slice(0, SEARCH_ALL_LIMITS.comments)} />
            </Section>
          </>,
          capped.photos || capped.stories || capped.comments,
        ),
        tab('photos', copy.tabs.photos, photos.length, photos.length ? <PhotoList photos={photos} selection={selection} /> : <TabEmpty text={copy.noneOfKind('photos')} />),
        tab('stories', copy.tabs.stories, stories.length, stories.length ? <StoryList stories={stories} /> : <TabEmpty text={copy.noneOfKind('stories')} />),
        tab('comments', copy.tabs.comments, comments.length, comments.length ? <CommentList comments={comments} /> : <TabEmpty text={copy.noneOfKind('comments')} />),
        tab('people', copy.tabs.people, people.length, people.length ? <PersonResults people={people} /> : <TabEmpty text={copy.noneOfKind('people')} />),
      ]}
    />
  );
}
