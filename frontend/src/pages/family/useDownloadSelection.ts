import { App } from 'antd';
import { useState } from 'react';
import { createDownload } from '../../api/downloads';
import { downloadByNavigating } from '../../lib/download';
import { serverTextOr } from '../../lib/errors';
import { family as copy } from '../../messages';

/**
 * Downloads several photos as one zip: the API prepares it (checking every id), then the browser goes to its url
 * and saves the stream itself, never through memory here. A refusal shows as a message with the server's text.
 */
export function useDownloadSelection(familyId: number) {
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);

  /** True once the browser is on its way to the zip. */
  const download = async (photoIds: number[]): Promise<boolean> => {
    setDownloading(true);
    try {
      const prepared = await createDownload(familyId, photoIds);
      downloadByNavigating(prepared.url);
      return true;
    } catch (err) {
      message.error(serverTextOr(err, copy.downloadFailed));
      return false;
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
