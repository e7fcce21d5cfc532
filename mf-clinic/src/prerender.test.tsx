import { hydratePrerendered } from '@tcm/shared/testing/hydratePrerendered';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, userInfoAtom } from '@tcm/shared';
import { requestsOf, respond } from '@tcm/shared/testing/calls';
import { LI, logInAs, rowsOf, ZHANG } from './components/patients/patientTestKit';
import ContactPage from './pages/Contact';
import PrescriptionPage from './pages/Prescription';
import { prescriptionResponse } from './test/visitFixtures';
import { PRERENDERED_PATHS, renderPage } from './prerender';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

afterEach(() => sessionStore.set(userInfoAtom, null));

test('/Contact and /Prescription (either spelling) are the pages prerendered, each the same in both variants', async () => {
  expect(PRERENDERED_PATHS).toEqual(['/Contact', '/Prescription', '/prescription']);
  for (const path of PRERENDERED_PATHS) expect(await renderPage(path)).toEqual(await renderPage(path));
  expect(await renderPage('/prescription')).toEqual(await renderPage('/Prescription'));
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

test('/Prescription: 处方笺 and 打印 are in the markup, not yet usable, the result being read', async () => {
  const { head, body } = await renderPage('/Prescription');
  expect(head).toBe('');
  expect(body).toContain('<h1>开方结果</h1>');
  expect(body).toMatch(/<div class="tcm-frame__actions"><button[^>]*disabled=""[^>]*><span>处方笺<\/span><\/button><button[^>]*disabled=""[^>]*><span>打印</);
  expect(body).toContain('正在出方…');
  // Not the page without a visit: the query is the browser's.
  expect(body).not.toContain('缺少就诊记录信息');
});

test('/Prescription hydrates without a mismatch, then shows the visit of its query', async () => {
  respond({ 'POST /health/v2/prescription': { code: 200, msg: '', data: prescriptionResponse() } });
  const { body } = await renderPage('/Prescription');
  logInAs('doctor');
  const url = '/Prescription?visitRecordId=42&patientId=7';
  const { complaints } = await hydratePrerendered(body, '/Prescription', url, <PrescriptionPage />);
  expect(complaints).toEqual([]);
  expect(await screen.findByRole('article', { name: '疏肝和胃方' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '处方笺' })).toBeEnabled();
  expect(requestsOf('POST /health/v2/prescription').at(-1)).toMatchObject({ visitRecordId: 42 });
});

test('/Prescription hydrated without a visit in its query says where to open it from', async () => {
  const { body } = await renderPage('/Prescription');
  logInAs('doctor');
  const { complaints } = await hydratePrerendered(body, '/Prescription', '/Prescription', <PrescriptionPage />);
  expect(complaints).toEqual([]);
  expect(await screen.findByText('缺少就诊记录信息，请从患者的就诊记录打开处方。')).toBeInTheDocument();
});
