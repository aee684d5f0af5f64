/** How often the digest comes: never, daily or weekly (the default), at 08:00 in the person's time zone. */
export type DigestFrequency = 'off' | 'daily' | 'weekly';

export interface PreferencesResponse {
  digest: DigestFrequency;
  /** An e-mail when someone mentions me. */
  email_mentions: boolean;
  /** An e-mail when someone comments on or writes a story about my photo. */
  email_comments: boolean;
  /** IANA time zone ('Asia/Tokyo'); the client sets it at sign-in from the browser. */
  time_zone: string;
}

/** Absent fields stay as they are. */
export type UpdatePreferencesRequest = Partial<PreferencesResponse>;
