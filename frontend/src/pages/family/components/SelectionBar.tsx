import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { MAX_DOWNLOAD_PHOTOS } from '../../../lib/limits';
import { family as copy } from '../../../messages';
import { colors } from '../../../theme';

interface Props {
  count: number;
  downloading: boolean;
  onDownload: () => void;
  onCancel: () => void;
}

/** Floats at the bottom of the screen while tiles are selected: the count, Download (as one zip) and Cancel. */
export function SelectionBar({ count, downloading, onDownload, onCancel }: Props) {
  const tooMany = count > MAX_DOWNLOAD_PHOTOS;
  return (
    <Flex
      role="region"
      aria-label={copy.selectionBar}
      align="center"
      justify="space-between"
      gap={8}
      wrap
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 24px))',
        padding: '10px 12px 10px 20px',
        zIndex: 100,
        background: colors.surface,
        borderRadius: 12,
        boxShadow: `0 6px 24px ${colors.cardShadow}`,
      }}
    >
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong aria-live="polite">
          {copy.selected(count)}
        </Typography.Text>
        {tooMany && <Typography.Text type="danger">{copy.tooMany(MAX_DOWNLOAD_PHOTOS)}</Typography.Text>}
      </Flex>
      <Flex gap={8}>
        <Button onClick={onCancel}>{copy.cancelSelection}</Button>
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          onClick={onDownload}
          loading={downloading}
          disabled={count === 0 || tooMany}
        >
          {copy.download}
        </Button>
      </Flex>
    </Flex>
  );
}
