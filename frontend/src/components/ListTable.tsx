import { Table } from 'antd';
import type { TableProps } from 'antd';
import { useIsPhone } from '../hooks/useIsPhone';

/**
 * antd's Table as the app's lists use it: rows keyed by id; no sideways scrolling at any width, so the actions
 * always stay in view (the cells wrap, e-mails break); smaller padding on phones.
 */
export function ListTable<T extends object>(props: TableProps<T>) {
  const phone = useIsPhone();
  return <Table<T> rowKey="id" size={phone ? 'small' : undefined} {...props} />;
}
