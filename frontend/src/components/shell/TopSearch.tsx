import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { nav } from '../../messages';

/** Top-bar search: Enter with non-empty trimmed text goes to /search?q=<text>; on /search it shows that text. */
export function TopSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const searched = pathname === '/search' ? (params.get('q') ?? '') : null;
  // On the results page the box shows the text being searched; elsewhere it is left as typed.
  useEffect(() => {
    if (searched !== null) setText(searched);
  }, [searched]);
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
