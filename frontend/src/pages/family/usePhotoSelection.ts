import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { PhotoTileView, TileSelection } from '../../components/PhotoTile';
import { emptySelection, extendSelection, toggleSelected, type Selection } from '../../lib/selection';

/**
 * A grid's selection of tiles (family page, timeline, search, album). Ctrl/Cmd-click toggles a tile and Shift-click
 * adds a run (desktop); a long press on a phone starts selecting with that tile; the Select toggle makes a plain click
 * or tap select too, and so does any selection already made. Esc ends it.
 */
export function usePhotoSelection<T extends { id: number } = PhotoTileView>(photos: T[]) {
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
    (photo: T, event: MouseEvent<HTMLAnchorElement>) => {
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

  const onLongPress = useCallback((photo: T) => {
    setSelectMode(true);
    setSelection((current) => (current.ids.has(String(photo.id)) ? current : toggleSelected(current, String(photo.id))));
  }, []);

  const tiles: TileSelection<T> = useMemo(
    () => ({ active, isSelected: (photo) => selection.ids.has(String(photo.id)), onClick, onLongPress }),
    [active, selection, onClick, onLongPress],
  );

  /** The selected photos still listed, in the order shown (a reload may have dropped a deleted one). */
  const selectedPhotos: T[] = useMemo(() => photos.filter((photo) => selection.ids.has(String(photo.id))), [photos, selection]);
  const selectedIds: number[] = useMemo(() => selectedPhotos.map((photo) => photo.id), [selectedPhotos]);

  return { tiles, selectedIds, selectedPhotos, active, selectMode, setSelectMode, clear };
}
