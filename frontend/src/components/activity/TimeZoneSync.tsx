import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../../api/keys';
import { getPreferences, updatePreferences } from '../../api/preferences';
import { whenIdle } from '../../lib/whenIdle';

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
 * comes at 08:00 where the person is. Renders nothing; a failure only waits for the next session. It waits for the
 * browser to be idle: the page's first time-zone lookup loads the zone data, about 27 ms of the first screen's render
 * on a 2-core machine (a trace of the family page's load, bench:browser), which no one is waiting for here.
 */
export function TimeZoneSync() {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      whenIdle(() => {
        const zone = browserTimeZone();
        if (!zone || sessionStorage.getItem(DONE_KEY) === zone) return;
        void getPreferences()
          .then((preferences) => (preferences.time_zone === zone ? preferences : updatePreferences({ time_zone: zone })))
          .then((preferences) => {
            sessionStorage.setItem(DONE_KEY, zone);
            void mutate(keys.preferences.mine(), preferences, { revalidate: false });
          })
          .catch(() => undefined);
      }),
    [mutate],
  );
  return null;
}
