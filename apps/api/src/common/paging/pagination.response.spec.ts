import { pageWindow, toPage } from './pagination.response';

describe('pagination', () => {
  describe(pageWindow.name, () => {
    it('reads one row past the page', () => {
      expect(pageWindow({ page: 1, per_page: 20 })).toEqual({ offset: 0, limit: 21 });
      expect(pageWindow({ page: 3, per_page: 12 })).toEqual({ offset: 24, limit: 13 });
    });
  });

  describe(toPage.name, () => {
    it('keeps the page’s rows and says another page follows when the extra row came back', () => {
      expect(toPage([1, 2, 3], { page: 2, per_page: 2 })).toEqual({ rows: [1, 2], pagination: { page: 2, per_page: 2, has_next: true } });
    });

    it('says no page follows when the page is full but nothing more came back, or is short', () => {
      expect(toPage([1, 2], { page: 1, per_page: 2 }).pagination.has_next).toBe(false);
      expect(toPage([1], { page: 1, per_page: 2 })).toEqual({ rows: [1], pagination: { page: 1, per_page: 2, has_next: false } });
      expect(toPage([], { page: 5, per_page: 2 })).toEqual({ rows: [], pagination: { page: 5, per_page: 2, has_next: false } });
    });
  });
});
