import { seededHomeContent } from '@tcm/shared/site/homeContent';
import { call, TestClock, useTestApi } from './helpers';

const t = useTestApi();

describe('public home content', () => {
  it('home info carries the four contact fields in data', async () => {
    const { status, body } = await call(t.app, 'GET', '/api/home/v1/info');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['address', 'deptName', 'email', 'phone']);
  });

  it('carousel lists local banner images that are really served', async () => {
    const { body } = await call(t.app, 'GET', '/api/home/v1/carousel');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const { imageUrl } of body.data) {
      const res = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain('<text');
    }
  });

  it('notices include both an announcement (2) and a notification (1)', async () => {
    const { body } = await call(t.app, 'GET', '/api/home/v1/notice');
    expect(body.total).toBe(body.rows.length);
    const types = new Set(body.rows.map((r) => r.noticeType));
    expect(types).toEqual(new Set([1, 2]));
    expect(body.rows[0].noticeContent).toEqual(expect.any(String));
  });

  it('news pages by pageNum/pageSize with absolute links and YYYY-MM-DD HH:mm:ss times, newest first', async () => {
    const p1 = await call(t.app, 'GET', '/api/home/v1/news', { query: { pageNum: '1', pageSize: '8' } });
    expect(p1.body.total).toBeGreaterThan(8);
    expect(p1.body.rows).toHaveLength(8);
    const p2 = await call(t.app, 'GET', '/api/home/v1/news', { query: { pageNum: '2', pageSize: '8' } });
    expect(p2.body.rows).toHaveLength(p1.body.total - 8);
    const all = [...p1.body.rows, ...p2.body.rows];
    expect(new Set(all.map((r) => r.infoTitle)).size).toBe(all.length);
    for (const r of all) {
      expect(r.infoUrl).toMatch(/^https?:\/\//);
      expect(r.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const times = all.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([8, 3, 20])(
    "answers the seeded carousel, notices and news (page 1 of %i) exactly as the shell's prerender writes them into its pages",
    async (pageSize) => {
      const [carousel, notices, news] = await Promise.all([
        call(t.app, 'GET', '/api/home/v1/carousel'),
        call(t.app, 'GET', '/api/home/v1/notice'),
        call(t.app, 'GET', '/api/home/v1/news', { query: { pageNum: '1', pageSize: String(pageSize) } }),
      ]);
      const answered = { carousel: carousel.body.data, notices: notices.body.rows, news: { rows: news.body.rows, total: news.body.total } };
      // The template database was seeded at the test clock's start (helpers.ts).
      const prerendered = seededHomeContent(new TestClock().now(), pageSize);
      expect(answered).toEqual(prerendered);
      // Field for field in the same order, as the page's JSON data block carries them.
      expect(JSON.stringify(answered)).toBe(JSON.stringify(prerendered));
    },
  );

  it('courses page too, with the default page size of 8', async () => {
    const { body } = await call(t.app, 'GET', '/api/home/v1/course');
    expect(body.code).toBe(200);
    expect(body.total).toBe(9);
    expect(body.rows).toHaveLength(8);
  });

  it.each([
    [{ pageNum: 'x' }, '页码格式不正确'],
    [{ pageSize: '-3' }, '每页条数格式不正确'],
    [{ pageNum: '1e20' }, '页码格式不正确'],
    [{ pageNum: '99999999999999999999' }, '页码格式不正确'],
    [{ pageNum: '100001' }, '页码超出范围（1～100000）'],
    [{ pageSize: '101' }, '每页条数超出范围（1～100）'],
  ])('refuses paging %j with HTTP 400 and a Chinese message, never a database error', async (query, msg) => {
    for (const path of ['/api/home/v1/course', '/api/home/v1/news']) {
      const res = await call(t.app, 'GET', path, { query });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg });
    }
  });

  it('the last allowed page is simply empty', async () => {
    const { body } = await call(t.app, 'GET', '/api/home/v1/news', { query: { pageNum: '100000', pageSize: '100' } });
    expect(body).toMatchObject({ code: 200, rows: [], total: 12 });
  });

  it('portal config reflects sandbox mode', async () => {
    const { body } = await call(t.app, 'GET', '/api/portal/config');
    expect(body).toEqual({
      code: 200,
      msg: '',
      data: {
        backOfficeUrl: '/sandbox/back-office',
        sandbox: true,
        allowRemoteOverride: true,
        allowPreview: true,
        wechatAuthorizeUrl: '/sandbox/wechat/authorize',
        telemetry: { endpoint: '/api/telemetry', sampleRate: 1, flushMs: 30000 },
      },
    });
  });

  it('unknown API routes answer 404 in the envelope', async () => {
    const res = await call(t.app, 'GET', '/api/nope/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '接口不存在' });
    const post = await call(t.app, 'POST', '/api/home/v1/info', { body: {} });
    expect(post.status).toBe(404);
  });

  it('malformed JSON is a 400 envelope, not a crash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求格式错误' });
  });

  it('API answers are not cacheable and never sniffed as another type; assets are cacheable', async () => {
    const api = await call(t.app, 'GET', '/api/home/v1/info');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(t.app, 'GET', '/api/nope')).headers['x-content-type-options']).toBe('nosniff');
    const asset = await t.app.inject({ method: 'GET', url: '/api/assets/cert-sample.svg' });
    expect(asset.headers['cache-control']).toContain('max-age');
  });

  it('asset paths cannot escape the assets folder', async () => {
    for (const url of ['/api/assets/../src/app.ts', '/api/assets/%2e%2e/package.json', '/api/assets/.hidden.svg', '/api/assets/banners']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
