import { Tag } from 'antd';
import { adminUsers as copy } from '../../../messages';

/** Whether a user's address is verified, as a tag: green, or gold while it is not (the case to act on). */
export function EmailStatusTag({ verified }: { verified?: boolean }) {
  return <Tag color={verified ? 'green' : 'gold'}>{verified ? copy.verified : copy.unverified}</Tag>;
}
