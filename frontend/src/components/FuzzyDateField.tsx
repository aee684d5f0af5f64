import { Input, Typography } from 'antd';
import { dateEntry } from '../messages';

interface Props {
  id?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The example categories of SPEC section 9, shown as help under a fuzzy date input. */
export function FuzzyDateHelp() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
      {dateEntry.examplesTitle}:{' '}
      {dateEntry.examples.map((group, index) => (
        <span key={group.category}>
          <strong>{group.category}</strong> ({group.values.join(', ')}){index < dateEntry.examples.length - 1 ? '; ' : ''}
        </span>
      ))}
    </Typography.Text>
  );
}

/** A free-text date such as "summer '92", with its examples. */
export function FuzzyDateField({ id, value, onChange }: Props) {
  return (
    <div>
      <Input
        id={id}
        aria-label={dateEntry.fuzzyLabel}
        placeholder={dateEntry.fuzzyPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FuzzyDateHelp />
    </div>
  );
}
