import { AuditOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { AuditAction } from '@heirloom/contracts';
import { useState } from 'react';
import type { AuditFilters as Filters } from '../../api/audit';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PagedFooter } from '../../components/PagedFooter';
import { audit as copy } from '../../messages';
import { AuditFilters, type PersonOption } from './components/AuditFilters';
import { AuditTable } from './components/AuditTable';
import { useAuditEvents } from './useAuditEvents';

interface Props {
  /** A family's trail; null: every event (the admin panel). */
  familyId: number | null;
  intro: string;
  people: PersonOption[];
  onSearchPeople?: (text: string) => void;
  actions: readonly AuditAction[];
}

/** The audit trail with its filters, page after page: the admin panel's and a family's alike. */
export function AuditView({ familyId, intro, people, onSearchPeople, actions }: Props) {
  const [filters, setFilters] = useState<Filters>({});
  const events = useAuditEvents(familyId, filters);
  return (
    <Card>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <AuditFilters filters={filters} onChange={setFilters} people={people} onSearchPeople={onSearchPeople} actions={actions} />
      <ErrorAlert message={events.error ? copy.failed : null} onRetry={() => events.reload()} />
      {!events.isLoading && !events.error && events.items.length === 0 ? (
        <EmptyState icon={<AuditOutlined />} title={copy.none} hint={copy.noneHint} />
      ) : (
        <AuditTable events={events.items} loading={events.isLoading} showFamily={familyId === null} />
      )}
      <PagedFooter hasMore={events.hasMore} loadingMore={events.loadingMore && !events.isLoading} onLoadMore={events.loadMore} buttonLabel={copy.more} />
    </Card>
  );
}
