import { Select } from 'antd';
import { useMemo, useState } from 'react';
import type { PersonResponse } from '@heirloom/contracts';
import { people as copy } from '../../../messages';

interface Props {
  people: PersonResponse[];
  /** Already in the photo: not offered again. */
  taken: number[];
  loading: boolean;
  onPick: (person: PersonResponse) => void;
  onCreate: (name: string) => void;
}

const CREATE = 'create:';

/** Who is in the box: one of the family's people, or a new person of the name typed. */
export function PersonPicker({ people, taken, loading, onPick, onCreate }: Props) {
  const [typed, setTyped] = useState('');
  const options = useMemo(() => {
    const name = typed.trim();
    const free = people.filter((person) => !taken.includes(person.id));
    const exists = people.some((person) => person.name.toLowerCase() === name.toLowerCase());
    return [
      ...free.map((person) => ({ value: String(person.id), label: person.name })),
      ...(name && !exists ? [{ value: `${CREATE}${name}`, label: copy.createNamed(name) }] : []),
    ];
  }, [people, taken, typed]);

  return (
    <Select
      showSearch
      autoFocus
      open
      aria-label={copy.pickPerson}
      placeholder={copy.pickPlaceholder}
      loading={loading}
      style={{ width: '100%' }}
      searchValue={typed}
      onSearch={setTyped}
      filterOption={(input, option) => String(option?.value).startsWith(CREATE) || String(option?.label).toLowerCase().includes(input.trim().toLowerCase())}
      options={options}
      onSelect={(value: string) => {
        if (value.startsWith(CREATE)) onCreate(value.slice(CREATE.length));
        else onPick(people.find((person) => String(person.id) === value)!);
      }}
    />
  );
}
