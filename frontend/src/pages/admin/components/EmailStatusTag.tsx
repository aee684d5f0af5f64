import { Tag } from 'antd';
import { adminUsers as copy } from '../../../messages';

/**
 * Whether a user's address is verified, as a tag: the theme's success green, or neutral while it is not (the row's
 * Mark Verified action is what draws the eye; Ant Design's gold and green tags miss AA contrast).
 */
export function EmailStatusTag({ verified }: { verified?: boolean }) {
  return <Tag color={verified ? 'success' : 'default'}>{verified ? copy.verified : copy.unverified}</Tag>;
}
