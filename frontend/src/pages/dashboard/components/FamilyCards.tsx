import { PictureOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useDecades, useFamilyCover } from '../../../api/hooks';
import { PhotoThumb } from '../../../components/PhotoThumb';
import { colors } from '../../../theme';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FamilyResponse } from '@heirloom/contracts';
import { formatDate } from '../../../lib/format';
import { dashboard } from '../../../messages';
import { EmptyState } from '../../../components/EmptyState';

/** The family's newest photo, or a quiet placeholder while it has none. */
function Cover({ familyId }: { familyId: number }) {
  const cover = useFamilyCover(familyId);
  const box = { height: 140, display: 'block' } as const;
  if (cover.data) return <PhotoThumb src={cover.data.thumbnail_url} alt="" style={{ ...box, aspectRatio: 'auto' }} />;
  return (
    <Flex align="center" justify="center" style={{ ...box, background: colors.primary50, color: colors.primary300, fontSize: 32 }}>
      <PictureOutlined aria-hidden />
    </Flex>
  );
}

function FamilyCard({ family }: { family: FamilyResponse }) {
  const ids = useMemo(() => [family.id], [family.id]);
  const decades = useDecades(ids);
  const photoCount = decades.data?.reduce((sum, decade) => sum + decade.count, 0);
  return (
    <Link to={`/families/${family.id}`} aria-label={family.name} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%', overflow: 'hidden' }} cover={<Cover familyId={family.id} />}>
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {family.name}
            </Typography.Title>
            {family.role && <Tag color={family.role === 'admin' ? 'magenta' : 'geekblue'}>{family.role}</Tag>}
          </Flex>
          {family.description && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {family.description}
            </Typography.Paragraph>
          )}
          <Flex justify="space-between" wrap gap={8}>
            {family.member_count !== undefined && (
              <Typography.Text type="secondary">
                <TeamOutlined aria-hidden /> {dashboard.members(family.member_count)}
                {photoCount !== undefined && ` · ${dashboard.photos(photoCount)}`}
              </Typography.Text>
            )}
            {family.joined_at && (
              <Typography.Text type="secondary">{dashboard.joined(formatDate(family.joined_at))}</Typography.Text>
            )}
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}

export function FamilyCards({ families, onCreate }: { families: FamilyResponse[]; onCreate: () => void }) {
  if (families.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<TeamOutlined />}
          title={dashboard.noFamilies}
          hint={dashboard.noFamiliesHint}
          action={
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
              {dashboard.createFirstFamily}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <div role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      {families.map((family) => (
        <div role="listitem" key={family.id}>
          <FamilyCard family={family} />
        </div>
      ))}
    </div>
  );
}
