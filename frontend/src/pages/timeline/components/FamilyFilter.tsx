import { FilterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Flex, Popover } from 'antd';
import type { FamilyResponse } from '@heirloom/contracts';
import { timeline as copy } from '../../../messages';

interface Props {
  families: FamilyResponse[];
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** A menu of the user's families with Select All; the timeline shows the checked ones. */
export function FamilyFilter({ families, selected, onChange }: Props) {
  const chosen = new Set(selected);
  const all = families.length > 0 && families.every((f) => chosen.has(f.id));
  const some = !all && families.some((f) => chosen.has(f.id));

  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((value) => value !== id));

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
          checked={chosen.has(family.id)}
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
