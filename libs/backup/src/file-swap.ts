import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { check } from 'proper-lockfile';
import { isArchivableStorageKey } from './entry-name';
import { RestoreStaging, STAGING_LOCK_STALE_MS, STAGING_PREFIX, stagingParent } from './restore-staging';

/** Written once the database has committed: from then on the swap must finish, even after a crash. */
const SWAP_PLAN = 'swap-plan.json';

interface SwapPlan {
  /** Top-level storage folders (and files) that go aside. */
  aside: string[];
  /** Top-level entries of the staged files that move in. */
  into: string[];
}

const exists = (path: string): Promise<boolean> => fs.access(path).then(() => true, () => false);
const topLevelKeys = async (dir: string): Promise<string[]> =>
  (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => isArchivableStorageKey(name)).sort();

/**
 * Carries out a plan; every step checks where things are, so running it again after an interruption finishes
 * the job instead of undoing it.
 */
async function applyPlan(storageRoot: string, staging: Pick<RestoreStaging, 'filesDir' | 'asideDir'>, plan: SwapPlan): Promise<void> {
  await fs.mkdir(staging.asideDir, { recursive: true });
  for (const name of plan.aside) {
    const current = join(storageRoot, name);
    const aside = join(staging.asideDir, name);
    if (!(await exists(aside)) && (await exists(current))) await fs.rename(current, aside);
  }
  for (const name of plan.into) {
    const staged = join(staging.filesDir, name);
    if (!(await exists(staged))) continue;
    const current = join(storageRoot, name);
    // Created after the plan was written (a first thumbnail folder): it goes aside too, under a name of its own.
    if (await exists(current)) await fs.rename(current, join(staging.asideDir, `${name}.late-${Date.now()}`));
    await fs.rename(staged, current);
  }
}

/**
 * After COMMIT: records the plan durably, then renames the current top-level storage folders aside and the staged
 * ones in (renames within one file system: each is instant and atomic), then deletes what went aside. backups/ and
 * tmp/ stay where they are.
 */
export async function swapInStagedFiles(storageRoot: string, staging: RestoreStaging): Promise<void> {
  try {
    const plan: SwapPlan = { aside: await topLevelKeys(storageRoot), into: await topLevelKeys(staging.filesDir) };
    const planPath = join(staging.dir, SWAP_PLAN);
    const handle = await fs.open(`${planPath}.tmp`, 'w');
    try {
      await handle.writeFile(JSON.stringify(plan));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(`${planPath}.tmp`, planPath);
    await applyPlan(storageRoot, staging, plan);
  } finally {
    // Unlocked even on failure: the plan left on disk lets recoverInterruptedRestores() finish the swap.
    await staging.unlock();
  }
  await fs.rm(staging.dir, { recursive: true, force: true });
}

/**
 * For a process starting up: finishes the file swap of a restore that committed its data and then stopped (its plan
 * is on disk), and deletes the staging folders of restores that stopped before committing. Folders of a restore
 * still running elsewhere (their lock is fresh) are left alone. Call it before anything empties tmp/.
 */
export async function recoverInterruptedRestores(storageRoot: string): Promise<{ completed: number; discarded: number }> {
  const parent = stagingParent(storageRoot);
  const names = await fs.readdir(parent).catch(() => [] as string[]);
  const result = { completed: 0, discarded: 0 };
  for (const name of names.filter((entry) => entry.startsWith(STAGING_PREFIX) && !entry.endsWith('.lock'))) {
    const dir = join(parent, name);
    if (await check(dir, { stale: STAGING_LOCK_STALE_MS }).catch(() => true)) continue;
    const planText = await fs.readFile(join(dir, SWAP_PLAN), 'utf8').catch(() => undefined);
    if (planText !== undefined) {
      await applyPlan(storageRoot, { filesDir: join(dir, 'files'), asideDir: join(dir, 'aside') }, JSON.parse(planText) as SwapPlan);
      result.completed += 1;
    } else {
      result.discarded += 1;
    }
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(`${dir}.lock`, { recursive: true, force: true });
  }
  return result;
}
