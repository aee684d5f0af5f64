import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useOnThisDay } from '../../../api/hooks';
import { localDay } from '../../../lib/format';
import { dashboard } from '../../../messages';
import { colors } from '../../../theme';

/** Shown only when memories exist; a failing call is tolerated silently. */
export function OnThisDayCard() {
  const navigate = useNavigate();
  const day = localDay();
  // A failed call leaves no first page: the card stays hidden. Its count is every page's, not the first's photos.
  const count = useOnThisDay(day).firstPage?.photo_count ?? 0;
  if (!count) return null;

  return (
    <Card style={{ marginBottom: 24, borderInlineStart: `4px solid ${colors.secondary}` }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={16}>
          <CalendarOutlined style={{ fontSize: 32, color: colors.secondary }} aria-hidden />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {dashboard.onThisDayTitle}
            </Typography.Title>
            <Typography.Text type="secondary">{dashboard.onThisDayText(count)}</Typography.Text>
          </div>
        </Flex>
        <Button type="primary" onClick={() => navigate('/on-this-day')}>
          {dashboard.viewMemories}
        </Button>
      </Flex>
    </Card>
  );
}
