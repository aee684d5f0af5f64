import { listFamilyPhotos } from '../../api/photos';
import { keys } from '../../api/keys';
import type { Id, Photo } from '../../api/types';
import { usePagedList } from '../../hooks/usePagedList';
import { FAMILY_PAGE_SIZE } from '../../lib/limits';

/** A family's photos, 12 a page, newest first; shared by the family page and the photo viewer. */
export function useFamilyPhotos(familyId: Id | null | undefined) {
  return usePagedList<Photo>(
    familyId ? keys.photos.family(familyId, FAMILY_PAGE_SIZE, 'desc') : null,
    (page) =>
      listFamilyPhotos(familyId!, page, FAMILY_PAGE_SIZE, 'desc').then((r) => ({
        items: r.photos,
        pagination: r.pagination,
      })),
  );
}
