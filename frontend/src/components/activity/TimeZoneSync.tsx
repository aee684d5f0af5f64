import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../../api/keys';
import { getPreferences, updatePreferences } from '../../api/preferences';

const DONE_KEY = 'heirloom.timeZoneSynced';

/** The browser's IANA time zone ('Europe/Lisbon'), or null where it cannot say. */
export const browserTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * Once per browser session after sign-in: tells the server the browser's time zone when it differs, so the digest
 * comes at 08:00 where the person is. Renders nothing; a failure only waits for the next session.
 */
export function TimeZoneSync() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone || sessionStorage.getItem(DONE_KEY) === zone) return;
    void getPreferences()
      .then((preferences) => (preferences.time_zone === zone ? preferences : updatePreferences({ time_zone: zone })))
      .then((preferences) => {
        sessionStorage.setItem(DONE_KEY, zone);
        void mutate(keys.preferences.mine(), preferences, { revalidate: false });
      })
      .catch(() => undefined);
  }, [mutate]);
  return null;
}
