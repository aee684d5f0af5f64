import { Select } from 'antd';
import { usePeopleOf } from '../../../api/hooks';
import { people as copy } from '../../../messages';

interface Props {
  /** The families whose people are offered (sorted ids). */
  familyIds: readonly number[];
  value: number[];
  onChange: (personIds: number[]) => void;
}

/** Only photos in which all of the chosen people are tagged: the family page and the timeline (hidden without people). */
export function PersonFilter({ familyIds, value, onChange }: Props) {
  const people = usePeopleOf(familyIds);
  // A family with nobody in it yet has nobody to filter by.
  if (people.data && people.data.length === 0 && value.length === 0) return null;
  return (
    <Select
      mode="multiple"
      allowClear
      aria-label={copy.filterLabel}
      placeholder={copy.filterPlaceholder}
      loading={people.isLoading}
      value={value}
      onChange={onChange}
      optionFilterProp="label"
      style={{ minWidth: 180, maxWidth: 360 }}
      maxTagCount="responsive"
      options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
    />
  );
}
