import { AccountsAndFamilies1764100000000 } from './1764100000000-accounts-and-families';

/** Every migration in the order it runs; both databases run the same list. */
export const MIGRATIONS = [AccountsAndFamilies1764100000000];
