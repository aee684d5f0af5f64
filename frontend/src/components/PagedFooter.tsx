import { Button, Flex, Spin } from 'antd';
import { LoadMoreSentinel } from './LoadMoreSentinel';

interface Props {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** A visible button too (the family page's 'Load More Photos'). */
  buttonLabel?: string;
}

/** End of a paged list: loads the next page when scrolled near, and offers a button for keyboard users. */
export function PagedFooter({ hasMore, loadingMore, onLoadMore, buttonLabel }: Props) {
  return (
    <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
      <LoadMoreSentinel enabled={hasMore && !loadingMore} onVisible={onLoadMore} />
      {loadingMore && <Spin />}
      {hasMore && buttonLabel && !loadingMore && <Button onClick={onLoadMore}>{buttonLabel}</Button>}
    </Flex>
  );
}
