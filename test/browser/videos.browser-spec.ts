import { Browser } from 'playwright-core';
import { createFamily, createUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { IPHONE_PORTRAIT_CLIP, videoFile } from '../e2e/support/videos';
import { browserSuite } from './support/suite';
import { signedIn } from './support/session';

/**
 * The playback copy of an iPhone's HEVC MOV really plays in Chromium: Chromium decodes no HEVC, so a frame on screen
 * (readyState ≥ HAVE_CURRENT_DATA) with portrait dimensions means the worker's upright H.264 copy is what it got.
 */
describe('Videos in the browser', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it("plays the HEVC MOV's H.264 playback copy, upright, for a signed-in member", async () => {
    const user = await createUser(app, { name: 'Vera Video' });
    const familyId = await createFamily(user, 'The Filmmakers');
    const video = await uploadPhoto(user, familyId, {}, await videoFile({ ...IPHONE_PORTRAIT_CLIP, seconds: 3 }));
    await app.drainJobs();
    const { body } = await user.agent.get(`/api/photos/${video.id}`).expect(200);
    expect(body.photo).toMatchObject({ playback_status: 'ready', width: 240, height: 320 });

    const { context, page } = await signedIn(browser, app, user);
    try {
      // A page of the app's own origin, so the video request carries the session cookie.
      await page.goto('/api/health');
      await page.setContent(`<video id="player" src="${body.photo.playback_url}" muted preload="auto" playsinline></video>`);
      const shown = await page.waitForFunction(
        () => {
          const player = document.getElementById('player') as HTMLVideoElement;
          if (player.error) return { error: player.error.code };
          return player.readyState >= 2 ? { readyState: player.readyState, width: player.videoWidth, height: player.videoHeight } : null;
        },
        undefined,
        { timeout: 20_000 },
      );
      const state = (await shown.jsonValue()) as { readyState?: number; width?: number; height?: number; error?: number };
      expect(state.error).toBeUndefined();
      expect(state.readyState).toBeGreaterThanOrEqual(2);
      expect(state.width).toBe(240);
      expect(state.height).toBe(320);
      expect(state.width!).toBeLessThan(state.height!);
      // And it plays: time moves on.
      await page.evaluate(() => (document.getElementById('player') as HTMLVideoElement).play());
      await page.waitForFunction(() => (document.getElementById('player') as HTMLVideoElement).currentTime > 0.2, undefined, { timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
