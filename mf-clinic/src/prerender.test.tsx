import { hydratePrerendered } from '@tcm/shared/testing/hydratePrerendered';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, userInfoAtom } from '@tcm/shared';
import { requestsOf, respond } from '@tcm/shared/testing/calls';
import { LI, logInAs, rowsOf, ZHANG } from './components/patients/patientTestKit';
import ContactPage from './pages/Contact';
import { PRERENDERED_PATHS, renderPage } from './prerender';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

afterEach(() => sessionStore.set(userInfoAtom, null));

test('/Contact is the page prerendered, the same in both variants', async () => {
  expect(PRERENDERED_PATHS).toEqual(['/Contact']);
  expect(await renderPage('/Contact')).toEqual(await renderPage('/Contact'));
});

test('/Contact: the search box and 新建患者 are in the markup, the list loading', async () => {
  const { head, body } = await renderPage('/Contact');
  expect(head).toBe('');
  expect(body).toContain('<h1>我的患者</h1>');
  expect(body).toMatch(/<label class="tcm-search-tools__label" for="tcm-contact-search">搜索患者<\/label>/);
  expect(body).toMatch(/<input id="tcm-contact-search" placeholder="姓名或出生日期"/);
  expect(body).toMatch(/<button[^>]*><span>搜索<\/span><\/button>/);
  expect(body).toMatch(/<button[^>]*>.*新建患者<\/span><\/button>/);
  expect(body).toContain('arco-spin-loading');
  // Nobody's patients, and no empty-state words while loading.
  expect(body).not.toContain('去开方');
  expect(body).not.toContain('还没有患者');
});

test('/Contact hydrates without a mismatch for a signed-in doctor, then lists the patients and searches', async () => {
  respond({ 'POST /patient/v1/list': (q) => (q.name ? rowsOf([LI]) : rowsOf([ZHANG, LI])) });
  const { body } = await renderPage('/Contact');
  // The browser's session, which the build did not know.
  logInAs('doctor');
  const { complaints, container, firstInput } = await hydratePrerendered(body, '/Contact', '/Contact', <ContactPage />);
  expect(complaints).toEqual([]);
  expect(container.querySelector('input')).toBe(firstInput);

  const zhang = (await screen.findByText('张三')).closest('tr')!;
  expect(within(zhang).getByRole('button', { name: '去开方张三' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('搜索患者'), { target: { value: LI.name } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(requestsOf('POST /patient/v1/list').at(-1)).toMatchObject({ name: LI.name }));
  await waitFor(() => expect(screen.queryByText('张三')).not.toBeInTheDocument());
});
