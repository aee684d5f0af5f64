import { AccountTokensRepository, InvitationsRepository, MailOutboxRepository, OwedInvitationMail, OwedMailJob, OwedPhotoWork, OwedTokenMail, PhotosRepository } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { OwedJobsSweeper } from './owed-jobs.sweeper';

/** Pages of rows along the primary key, as the repositories answer them. */
const pageOf = <T extends { id: number }>(rows: T[], afterId: number, limit: number): T[] => rows.filter((row) => row.id > afterId).slice(0, limit);

function sweeperOver(photosWaiting: Partial<Record<OwedPhotoWork, number[]>>, owedMail: OwedInvitationMail[], owedTokenMail: OwedTokenMail[] = [], outbox: OwedMailJob[] = []) {
  const getIdsWaitingFor = jest.fn(async (work: OwedPhotoWork, afterId: number, limit: number) =>
    pageOf((photosWaiting[work] ?? []).map((id) => ({ id })), afterId, limit).map(({ id }) => id),
  );
  const getOwedMail = jest.fn(async (_now: Date, afterId: number, limit: number) => pageOf(owedMail, afterId, limit));
  const getOwedTokenMail = jest.fn(async (_now: Date, afterId: number, limit: number) => pageOf(owedTokenMail, afterId, limit));
  const getOwedOutbox = jest.fn(async (_before: Date, afterId: number, limit: number) => pageOf(outbox, afterId, limit));
  const enqueue = jest.fn(async () => undefined);
  const sweeper = new OwedJobsSweeper(
    { getIdsWaitingFor } as unknown as PhotosRepository,
    { getOwedMail } as unknown as InvitationsRepository,
    { getOwedMail: getOwedTokenMail } as unknown as AccountTokensRepository,
    { enqueue } as unknown as JobProducer,
    { getOwed: getOwedOutbox } as unknown as MailOutboxRepository,
  );
  return { sweeper, getIdsWaitingFor, getOwedMail, getOwedTokenMail, getOwedOutbox, enqueue };
}

describe(OwedJobsSweeper.name, () => {
  describe('sweep', () => {
    it('queues each owed media job once per photo, page after page, under the photo’s own job id', async () => {
      const pending = Array.from({ length: 1203 }, (_, i) => i + 1);
      const { sweeper, getIdsWaitingFor, enqueue } = sweeperOver({ derivatives: pending, place: [7, 9], 'video-metadata': [11], playback: [12] }, []);

      expect(await sweeper.sweep()).toBe(1207);
      expect(getIdsWaitingFor.mock.calls.map(([work, after]) => [work, after])).toEqual([
        ['derivatives', 0],
        ['derivatives', 500],
        ['derivatives', 1000],
        ['place', 0],
        ['video-metadata', 0],
        ['playback', 0],
      ]);
      expect(enqueue).toHaveBeenCalledTimes(1207);
      expect(enqueue).toHaveBeenCalledWith('media.video', { photoId: 11 }, { jobId: 'video-11' });
      expect(enqueue).toHaveBeenCalledWith('video.playback', { photoId: 12 }, { jobId: 'playback-12' });
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 4 }, { jobId: 'thumbnail-4' });
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 1203 }, { jobId: 'thumbnail-1203' });
      expect(enqueue).toHaveBeenCalledWith('media.geocode', { photoId: 9 }, { jobId: 'geocode-9' });
    });

    it('queues the e-mail of each owed invitation, under the id of that issue of it', async () => {
      const created = new Date('2026-11-20T10:00:00.000Z');
      const owed = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, createdAt: created }));
      const { sweeper, getOwedMail, enqueue } = sweeperOver({}, owed);
      const now = new Date('2026-11-26T10:00:00.000Z');

      expect(await sweeper.sweep(now)).toBe(501);
      expect(getOwedMail.mock.calls).toEqual([
        [now, 0, 500],
        [now, 500, 500],
      ]);
      expect(enqueue).toHaveBeenCalledWith('mail.invitation', { invitationId: 501 }, { jobId: `invitation-501-${created.getTime()}` });
    });

    it('queues the e-mail of each account token still owed one, under the token’s own job id', async () => {
      const { sweeper, getOwedTokenMail, enqueue } = sweeperOver({}, [], [{ id: 3 }, { id: 8 }]);
      const now = new Date('2026-11-26T10:00:00.000Z');

      expect(await sweeper.sweep(now)).toBe(2);
      expect(getOwedTokenMail.mock.calls).toEqual([[now, 0, 500]]);
      expect(enqueue.mock.calls).toEqual([
        ['mail.account-token', { tokenId: 3 }, { jobId: 'account-token-3' }],
        ['mail.account-token', { tokenId: 8 }, { jobId: 'account-token-8' }],
      ]);
    });

    it('queues again each e-mail job of the outbox under its own id, and skips a name it does not know', async () => {
      const payload = { recipientId: 4, reason: 'mention', source: 'comment', sourceId: 9 };
      const outbox = [
        { id: 2, jobId: 'activity-comment-9-mention-4', name: 'mail.activity', payload: JSON.stringify(payload) },
        { id: 5, jobId: 'x', name: 'mail.gone', payload: '{}' },
      ];
      const { sweeper, getOwedOutbox, enqueue } = sweeperOver({}, [], [], outbox);
      const before = new Date('2026-11-26T10:00:00.000Z');

      expect(await sweeper.sweepOutbox(before)).toBe(2);
      expect(getOwedOutbox.mock.calls).toEqual([[before, 0, 500]]);
      expect(enqueue.mock.calls).toEqual([['mail.activity', payload, { jobId: 'activity-comment-9-mention-4' }]]);
    });
  });
});
