import { FilterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Flex, Popover } from 'antd';
import type { Family, Id } from '../../../api/types';
import { timeline as copy } from '../../../messages';

interface Props {
  families: Family[];
  selected: Id[];
  onChange: (ids: Id[]) => void;
}

/** A menu of the user's families with Select All; the timeline shows the checked ones. */
export function FamilyFilter({ families, selected, onChange }: Props) {
  const chosen = new Set(selected.map(String));
  const all = families.length > 0 && families.every((f) => chosen.has(String(f.id)));
  const some = !all && families.some((f) => chosen.has(String(f.id)));

  const toggle = (id: Id, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((value) => String(value) !== String(id)));

  // The accessible name contains the visible text (WCAG 2.5.3, label in name).
  const label = `${copy.families} (${selected.length}/${families.length})`;

  const content = (
    <Flex vertical gap={4} style={{ minWidth: 200, maxHeight: 320, overflowY: 'auto' }} role="group" aria-label={copy.familyFilter}>
      <Checkbox
        checked={all}
        indeterminate={some}
        onChange={(event) => onChange(event.target.checked ? families.map((f) => f.id) : [])}
      >
        {copy.selectAll}
      </Checkbox>
      <Divider style={{ margin: '4px 0' }} />
      {families.map((family) => (
        <Checkbox
          key={family.id}
          checked={chosen.has(String(family.id))}
          onChange={(event) => toggle(family.id, event.target.checked)}
        >
          {family.name}
        </Checkbox>
      ))}
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<FilterOutlined aria-hidden />} aria-label={`${copy.familyFilter}: ${label}`} aria-haspopup="true">
        {label}
      </Button>
    </Popover>
  );
}
