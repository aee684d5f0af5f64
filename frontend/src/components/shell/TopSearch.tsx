import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { nav } from '../../messages';

/** Top-bar search: Enter with non-empty trimmed text goes to /search?q=<text>. */
export function TopSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <Input
      role="searchbox"
      aria-label={nav.searchLabel}
      placeholder={nav.searchPlaceholder}
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        const q = text.trim();
        if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
      style={{ maxWidth: 360, borderRadius: 8 }}
    />
  );
}
