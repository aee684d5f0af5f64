/** The library's fixed shape, which every part of it (library.ts, library-albums.ts) and the scenarios rely on. */
export const FAMILIES = 50;
export const USERS = 500;

/** The family of photo `id`: photos are dealt to the families in turn. */
export const familyOfPhoto = (id: number): number => ((id - 1) % FAMILIES) + 1;
/** Family f's photos are f, f + 50, f + 100, …: its k-th (from 0). */
export const photoOfFamily = (family: number, k: number): number => family + k * FAMILIES;
export const photosPerFamily = (photos: number, family: number): number => Math.floor((photos - family) / FAMILIES) + 1;
/** A member of family f (1-based), the `draw`-th of its ten: users f, f + 50, f + 100, … have it as their home family. */
export const memberOfFamily = (family: number, draw: number): number => family + FAMILIES * draw;
export const MEMBERS_PER_FAMILY = USERS / FAMILIES;

/** 'YYYY-MM-DD HH:MM:SS.mmm', as both databases store instants. */
export const instant = (date: Date | number): string => new Date(date).toISOString().replace('T', ' ').slice(0, 23);
