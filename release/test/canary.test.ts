import { readFileSync } from 'node:fs';
import path from 'node:path';
import { abortCanary, promoteCanary, setCanaryShare, startCanary } from '../src/store/canary';
import { CheckFailed } from '../src/store/checks';
import { readHistory } from '../src/store/history';
import type { StoreLayout } from '../src/store/layout';
import { readPointer } from '../src/store/pointer';
import { promote, promoteSet, rollback } from '../src/store/promote';
import { newStore, publishFakes, react, removeTemps, route, storeWithApps } from './support/fixtures';
import type { PointerFile } from '@tcm/shared/routes';

afterAll(removeTemps);

const V1 = '1.0.0+aaa';
const V2 = '1.1.0+bbb';

async function liveStore(): Promise<StoreLayout> {
  const store = await storeWithApps(V1);
  await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
  await publishFakes(store, { app: 'clinic', version: V2, routes: [route('/Contact'), route('/medicalRecords'), route('/followUp')] });
  return store;
}

const served = (store: StoreLayout) => JSON.parse(readFileSync(path.join(store.liveDir('staging'), 'remotes.json'), 'utf8')) as PointerFile;

describe('canary', () => {
  test('puts the candidate beside the live version in the pointer and in the static /remotes.json, with its share and routes', async () => {
    const store = await liveStore();
    await startCanary(store, 'staging', 'clinic', V2, 10, { who: 'alice' });
    const entry = readPointer(store, 'staging').apps.clinic!;
    expect(entry.version).toBe(V1);
    expect(entry.canary).toMatchObject({ version: V2, percent: 10, entry: `/remotes/clinic/${V2}/mf-manifest.json` });
    expect(served(store).clinic).toEqual({
      version: V1,
      entry: `/remotes/clinic/${V1}/mf-manifest.json`,
      routes: [route('/Contact'), route('/medicalRecords')],
      canary: {
        version: V2,
        entry: `/remotes/clinic/${V2}/mf-manifest.json`,
        routes: [route('/Contact'), route('/medicalRecords'), route('/followUp')],
        percent: 10,
      },
    });
    // Other apps untouched.
    expect(served(store).account!.canary).toBeUndefined();

    await setCanaryShare(store, 'staging', 'clinic', 50, { who: 'bob' });
    expect(served(store).clinic!.canary!.percent).toBe(50);

    const h = readHistory(store, 'staging').slice(-2);
    expect(h.map((x) => [x.verb, x.who, x.from, x.to, x.percent])).toEqual([
      ['canary', 'alice', V1, V2, 10],
      ['canary-share', 'bob', V1, V2, 50],
    ]);
  });

  test('the promote checks apply: a canary built for another React is refused and nothing changes', async () => {
    const store = await liveStore();
    await publishFakes(store, { app: 'clinic', version: 'c18', shared: react('18.3.1') });
    const before = readFileSync(store.pointerFile('staging'), 'utf8');
    await expect(startCanary(store, 'staging', 'clinic', 'c18', 10)).rejects.toBeInstanceOf(CheckFailed);
    expect(readFileSync(store.pointerFile('staging'), 'utf8')).toBe(before);
  });

  test('promote-canary makes it live with the old version as rollback target; abort-canary sends everyone back', async () => {
    const store = await liveStore();
    await startCanary(store, 'staging', 'clinic', V2, 10);
    await promoteCanary(store, 'staging', 'clinic', { who: 'carol' });
    let entry = readPointer(store, 'staging').apps.clinic!;
    expect(entry).toMatchObject({ version: V2, previous: V1 });
    expect(entry.canary).toBeUndefined();
    expect(served(store).clinic!.canary).toBeUndefined();
    expect(served(store).clinic!.routes.map((r) => r.path)).toContain('/followUp');

    await rollback(store, 'staging', 'clinic');
    await startCanary(store, 'staging', 'clinic', V2, 20);
    await abortCanary(store, 'staging', 'clinic', { who: 'watcher', reason: '失败率高' });
    entry = readPointer(store, 'staging').apps.clinic!;
    expect(entry.version).toBe(V1);
    expect(entry.canary).toBeUndefined();
    expect(readHistory(store, 'staging').at(-1)).toMatchObject({ verb: 'abort-canary', who: 'watcher', from: V2, to: V1, reason: '失败率高' });
  });

  test('refuses what makes no sense, in words', async () => {
    const store = await liveStore();
    await expect(startCanary(store, 'staging', 'shell', V1, 10)).rejects.toThrow(/灰度只用于远程应用/);
    await expect(startCanary(store, 'staging', 'clinic', V1, 10)).rejects.toThrow(/已是 staging 的上线版本/);
    await expect(startCanary(store, 'staging', 'clinic', V2, 100)).rejects.toThrow(/1～99/);
    await expect(promoteCanary(store, 'staging', 'clinic')).rejects.toThrow(/没有进行中的灰度/);
    await startCanary(store, 'staging', 'clinic', V2, 10);
    await publishFakes(store, { app: 'clinic', version: '1.2.0+ccc' });
    await expect(startCanary(store, 'staging', 'clinic', '1.2.0+ccc', 10)).rejects.toThrow(/请先 promote-canary 或 abort-canary/);
    // The watcher aborts only the canary it judged.
    await expect(abortCanary(store, 'staging', 'clinic', { ifVersion: '1.2.0+ccc' })).rejects.toThrow(/已变为/);
  });

  test('a promote or rollback of the app ends its canary, and says so in the history', async () => {
    const store = await liveStore();
    await startCanary(store, 'staging', 'clinic', V2, 10);
    await promote(store, 'staging', 'clinic', V2);
    expect(readPointer(store, 'staging').apps.clinic!.canary).toBeUndefined();
    expect(
      readHistory(store, 'staging')
        .slice(-2)
        .map((h) => h.verb),
    ).toEqual(['abort-canary', 'promote']);
  });
});

describe('the promote checks see running canaries', () => {
  /**
   * Live: a shell sharing React 19.3.0 with the MF runtime, every remote V1 (needs ^19.2.9, no
   * runtime of the shell's); clinic's canary needs ^19.3.0 and the shell's runtime. Stored beside
   * them: shells that still fit every live remote but not that canary.
   */
  async function storeWithCanary(): Promise<StoreLayout> {
    const store = newStore();
    await publishFakes(
      store,
      { app: 'shell', version: V1, shared: react('19.3.0'), info: { mfRuntime: 'provides' } },
      ...(['account', 'clinic', 'commerce', 'certification'] as const).map((app) => ({ app, version: V1 })),
      {
        app: 'clinic',
        version: V2,
        shared: react('19.3.0'),
        info: { mfRuntime: 'external' },
        routes: [route('/Contact'), route('/medicalRecords'), route('/followUp')],
      },
      { app: 'shell', version: '1.0.1+react1929', shared: react('19.2.9'), info: { mfRuntime: 'provides' } },
      { app: 'shell', version: '1.0.2+noruntime', shared: react('19.3.0'), info: {} },
    );
    await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
    await startCanary(store, 'staging', 'clinic', V2, 10);
    return store;
  }

  test('a new shell that fits the live remotes but not a running canary is refused, naming the canary; nothing changes', async () => {
    const store = await storeWithCanary();
    const before = readFileSync(store.pointerFile('staging'), 'utf8');

    const shared = promote(store, 'staging', 'shell', '1.0.1+react1929');
    await expect(shared).rejects.toBeInstanceOf(CheckFailed);
    await expect(shared).rejects.toThrow(
      `staging 环境灰度中的 clinic ${V2}（10% 的浏览器） 需要 react ^19.3.0，但 shell 1.0.1+react1929 提供的是 react 19.2.9`,
    );
    // The runtime check too: the canary runs on the shell's MF runtime, which this shell does not provide.
    await expect(promote(store, 'staging', 'shell', '1.0.2+noruntime')).rejects.toThrow(
      `staging 环境灰度中的 clinic ${V2}（10% 的浏览器） 使用 shell 提供的 Module Federation 运行时，但 shell 1.0.2+noruntime 不提供`,
    );
    // A rollback of the shell and a set of new versions are checked the same way.
    await expect(rollback(store, 'staging', 'shell', '1.0.1+react1929')).rejects.toThrow(/灰度中的 clinic/);
    await expect(promoteSet(store, 'staging', { shell: '1.0.1+react1929' })).rejects.toThrow(/灰度中的 clinic/);
    expect(readFileSync(store.pointerFile('staging'), 'utf8')).toBe(before);

    await expect(promote(store, 'staging', 'shell', '1.0.1+react1929')).rejects.toThrow(`灰度中的 clinic ${V2}`);

    // The live remotes alone never objected: once the canary ends, the same shell goes live.
    await abortCanary(store, 'staging', 'clinic');
    await promote(store, 'staging', 'shell', '1.0.1+react1929');
    expect(readPointer(store, 'staging').apps.shell!.version).toBe('1.0.1+react1929');
  });

  test("starting a remote's canary is checked against the live shell, which the message names", async () => {
    const store = await storeWithCanary();
    await abortCanary(store, 'staging', 'clinic');
    await promote(store, 'staging', 'shell', '1.0.1+react1929');
    await expect(startCanary(store, 'staging', 'clinic', V2, 10)).rejects.toThrow(
      `clinic ${V2} 需要 react ^19.3.0，但 staging 环境上线的 shell 1.0.1+react1929 提供的是 react 19.2.9`,
    );
    expect(readPointer(store, 'staging').apps.clinic!.canary).toBeUndefined();
  });

  test("a remote's canary or promote may not claim a route of another remote's running canary", async () => {
    const store = await storeWithCanary();
    await publishFakes(store, { app: 'commerce', version: V2, routes: [route('/order'), route('/followup')] });
    await expect(startCanary(store, 'staging', 'commerce', V2, 10)).rejects.toThrow(
      `路由 /followup 已被灰度中的 clinic ${V2} 占用（staging 环境，10% 的浏览器）`,
    );
    await expect(promote(store, 'staging', 'commerce', V2)).rejects.toThrow(/已被灰度中的 clinic/);
    // A route the other app already serves live is named once, as the live one's.
    await publishFakes(store, { app: 'commerce', version: '1.2.0+ccc', routes: [route('/order'), route('/contact')] });
    const report = promote(store, 'staging', 'commerce', '1.2.0+ccc');
    await expect(report).rejects.toThrow(`路由 /contact 已被 clinic ${V1} 占用`);
    await expect(report).rejects.not.toThrow(/灰度中的/);
  });
});
