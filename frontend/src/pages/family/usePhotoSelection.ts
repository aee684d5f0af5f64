import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { PhotoTileView } from '../../components/PhotoTile';
import type { TileSelection } from '../../components/PhotoTile';
import { emptySelection, extendSelection, toggleSelected, type Selection } from '../../lib/selection';

/**
 * The family page's selection of tiles. Ctrl/Cmd-click toggles a tile and Shift-click adds a run (desktop); the
 * Select toggle makes a plain click or tap select too (phones), and so does any selection already made. Esc ends it.
 */
export function usePhotoSelection(photos: PhotoTileView[]) {
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [selectMode, setSelectMode] = useState(false);
  const active = selectMode || selection.ids.size > 0;

  const clear = useCallback(() => {
    setSelection(emptySelection);
    setSelectMode(false);
  }, []);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && clear();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, clear]);

  const order = useMemo(() => photos.map((photo) => String(photo.id)), [photos]);

  const onClick = useCallback(
    (photo: PhotoTileView, event: MouseEvent<HTMLAnchorElement>) => {
      const id = String(photo.id);
      if (event.shiftKey) {
        event.preventDefault();
        setSelection((current) => extendSelection(current, id, order));
      } else if (event.ctrlKey || event.metaKey || active) {
        event.preventDefault();
        setSelection((current) => toggleSelected(current, id));
      }
    },
    [active, order],
  );

  const tiles: TileSelection = useMemo(
    () => ({ active, isSelected: (photo) => selection.ids.has(String(photo.id)), onClick }),
    [active, selection, onClick],
  );

  /** The selected photos still listed, in the order shown (a reload may have dropped a deleted one). */
  const selectedIds: number[] = useMemo(
    () => photos.filter((photo) => selection.ids.has(String(photo.id))).map((photo) => photo.id),
    [photos, selection],
  );

  return { tiles, selectedIds, active, selectMode, setSelectMode, clear };
}
