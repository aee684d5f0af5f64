import { Button, DatePicker, Flex, Select } from 'antd';
import type { AuditAction } from '@heirloom/contracts';
import dayjs from 'dayjs';
import type { AuditFilters as Filters } from '../../../api/audit';
import { audit as copy } from '../../../messages';

export interface PersonOption {
  value: number;
  label: string;
}

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  people: PersonOption[];
  /** Asks for the people whose name matches (the admin panel looks accounts up as one types). */
  onSearchPeople?: (text: string) => void;
  actions: readonly AuditAction[];
}

/** Person, action and a range of days (the reader's local days, sent as instants). */
export function AuditFilters({ filters, onChange, people, onSearchPeople, actions }: Props) {
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null = filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null;
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <Select<number>
        aria-label={copy.person}
        placeholder={copy.anyone}
        allowClear
        showSearch={{ filterOption: onSearchPeople ? false : (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase()), onSearch: onSearchPeople }}
        options={people}
        value={filters.actor_id}
        onChange={(actorId) => onChange({ ...filters, actor_id: actorId ?? undefined })}
        style={{ minWidth: 200, flex: '1 1 200px' }}
      />
      <Select<AuditAction>
        aria-label={copy.action}
        placeholder={copy.anyAction}
        allowClear
        options={actions.map((action) => ({ value: action, label: copy.actions[action] }))}
        value={filters.action}
        onChange={(action) => onChange({ ...filters, action: action ?? undefined })}
        style={{ minWidth: 200, flex: '1 1 200px' }}
      />
      <DatePicker.RangePicker
        aria-label={copy.dates}
        value={range}
        onChange={(days) =>
          onChange({ ...filters, from: days?.[0]?.startOf('day').toISOString(), to: days?.[1]?.endOf('day').toISOString() })
        }
        style={{ flex: '1 1 240px' }}
      />
      <Button onClick={() => onChange({})} disabled={!filters.actor_id && !filters.action && !filters.from}>
        {copy.clear}
      </Button>
    </Flex>
  );
}
