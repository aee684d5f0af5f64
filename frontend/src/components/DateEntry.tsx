import { Flex, Input, Segmented } from 'antd';
import { switchDateMode, type DateEntryValue, type DateMode } from '../lib/photoDate';
import { dateEntry } from '../messages';
import { FuzzyDateField } from './FuzzyDateField';

interface Props {
  value: DateEntryValue;
  onChange: (value: DateEntryValue) => void;
}

/** Exact or fuzzy date entry; switching the mode clears the other mode's value. */
export function DateEntry({ value, onChange }: Props) {
  return (
    <Flex vertical gap={8}>
      <Segmented<DateMode>
        aria-label={dateEntry.modeLabel}
        value={value.mode}
        onChange={(mode) => onChange(switchDateMode(value, mode))}
        options={[
          { label: dateEntry.exact, value: 'exact' },
          { label: dateEntry.fuzzy, value: 'fuzzy' },
        ]}
      />
      {value.mode === 'exact' ? (
        <Input
          type="date"
          aria-label={dateEntry.exactLabel}
          value={value.exact}
          max="9999-12-31"
          onChange={(event) => onChange({ ...value, exact: event.target.value })}
        />
      ) : (
        <FuzzyDateField value={value.fuzzy} onChange={(fuzzy) => onChange({ ...value, fuzzy })} />
      )}
    </Flex>
  );
}
