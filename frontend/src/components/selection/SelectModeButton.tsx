import { CheckSquareOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { family as copy } from '../../messages';

interface Props {
  selection: { active: boolean; clear: () => void; setSelectMode: (on: boolean) => void };
}

/** A photo grid's Select toggle: on, a plain click or tap selects a tile; off again, it ends the selection. */
export function SelectModeButton({ selection }: Props) {
  return (
    <Button
      icon={<CheckSquareOutlined aria-hidden />}
      color={selection.active ? 'primary' : 'default'}
      variant={selection.active ? 'filled' : 'outlined'}
      aria-pressed={selection.active}
      title={copy.selectHint}
      onClick={() => (selection.active ? selection.clear() : selection.setSelectMode(true))}
    >
      {copy.select}
    </Button>
  );
}
