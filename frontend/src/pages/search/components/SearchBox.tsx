import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Flex, Input, Tag } from 'antd';
import type { SuggestionResponse } from '@heirloom/contracts';
import { search as copy } from '../../../messages';

interface Props {
  text: string;
  suggestions: SuggestionResponse[];
  onChange: (text: string) => void;
  onClear: () => void;
}

/** Free text with suggestions, each labelled 'Location' or 'Photo'; a clear button resets everything. */
export function SearchBox({ text, suggestions, onChange, onClear }: Props) {
  const options = suggestions.map((suggestion) => ({
    value: suggestion.text,
    label: (
      <Flex justify="space-between" gap={8}>
        <span>{suggestion.text}</span>
        <Tag color={suggestion.type === 'location' ? 'magenta' : suggestion.type === 'person' ? 'green' : 'geekblue'}>
          {suggestion.type === 'location' ? copy.location : suggestion.type === 'person' ? copy.person : copy.photo}
        </Tag>
      </Flex>
    ),
  }));

  return (
    <Flex gap={8} align="center">
      <AutoComplete value={text} options={options} onChange={onChange} style={{ flex: 1 }} popupMatchSelectWidth>
        <Input
          size="large"
          aria-label={copy.inputLabel}
          placeholder={copy.placeholder}
          prefix={<SearchOutlined aria-hidden />}
          autoFocus
        />
      </AutoComplete>
      {text && <Button size="large" icon={<CloseOutlined aria-hidden />} aria-label={copy.clear} onClick={onClear} />}
    </Flex>
  );
}
