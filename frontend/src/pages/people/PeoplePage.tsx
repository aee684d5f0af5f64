import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PersonResponse } from '@heirloom/contracts';
import { useFamily, usePeoplePages } from '../../api/hooks';
import { PagedFooter } from '../../components/PagedFooter';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useIdParam } from '../../hooks/useIdParam';
import { people as copy } from '../../messages';
import { colors } from '../../theme';
import { PersonDialog } from './components/PersonDialog';
import { PersonFace } from './components/PersonFace';

/** A family's people as faces in a grid, a search box, and Add Person. */
export default function PeoplePage() {
  const familyId = useIdParam('familyId');
  const navigate = useNavigate();
  const family = useFamily(familyId);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 250);
  const people = usePeoplePages(familyId, q);
  const [adding, setAdding] = useState(false);

  const list = people.items;
  return (
    <>
      <PageHeader
        title={family.data ? copy.pageTitle(family.data.name) : copy.title}
        backTo={`/families/${familyId}`}
        backLabel={copy.back}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {copy.add}
          </Button>
        }
      />
      <Card>
        <Input.Search
          aria-label={copy.search}
          placeholder={copy.searchPlaceholder}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        <ErrorAlert message={people.error ? copy.failedToLoad : null} onRetry={() => people.reload()} />
        {people.isLoading && <Loading />}
        {!people.isLoading && !people.error && list.length === 0 && (
          <EmptyState
            icon={<TeamOutlined />}
            title={q ? copy.noMatch : copy.none}
            hint={q ? undefined : copy.noneHint}
            action={q ? undefined : <Button onClick={() => setAdding(true)}>{copy.add}</Button>}
          />
        )}
        <div role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, calc(50% - 8px)), 1fr))', gap: 16 }}>
          {list.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </div>
        <PagedFooter hasMore={people.hasMore} loadingMore={people.loadingMore && !people.isLoading} onLoadMore={people.loadMore} buttonLabel={copy.more} />
      </Card>
      {adding && (
        <PersonDialog
          familyId={familyId}
          initialName={typed.trim()}
          onClose={() => setAdding(false)}
          onSaved={(created) => {
            setAdding(false);
            void people.reload();
            navigate(`/people/${created.id}`);
          }}
        />
      )}
    </>
  );
}

function PersonCard({ person }: { person: PersonResponse }) {
  const lifespan = copy.lifespan(person.birth_date_text, person.death_date_text);
  return (
    <div role="listitem">
      <Link to={`/people/${person.id}`} aria-label={copy.openPerson(person.name)} style={{ color: 'inherit' }}>
        <Flex vertical align="center" gap={8} style={{ padding: 12, borderRadius: 12, border: `1px solid ${colors.divider}`, height: '100%' }}>
          <PersonFace person={person} size={96} />
          <Typography.Text strong style={{ textAlign: 'center', wordBreak: 'break-word' }}>
            {person.name}
          </Typography.Text>
          {lifespan && (
            <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
              {lifespan}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {copy.photoCount(person.photo_count)}
          </Typography.Text>
        </Flex>
      </Link>
    </div>
  );
}
