import { resolveVisitPaths, VISITS } from '../src/visits';

const doctorVisits = VISITS.filter((v) => v.login === 'doctor');
const answer = (rows: unknown[]) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: 200, rows, total: rows.length })));

afterEach(() => jest.restoreAllMocks());

describe('the prescription visit', () => {
  it("opens the doctor's newest paid prescription, not a newer unpaid one (an error page)", async () => {
    const fetchSpy = answer([
      { visitRecordId: 8, patientId: 18, status: 0 },
      { visitRecordId: 7, patientId: 17, status: 1 },
      { visitRecordId: 6, patientId: 16, status: 1 },
    ]);
    const [visit] = await resolveVisitPaths('http://portal', doctorVisits, 'tok');
    expect(visit.steps[0].path).toBe('/Prescription?visitRecordId=7&patientId=17');
    expect(fetchSpy.mock.calls[0][1]).toEqual({ headers: { Authorization: 'Bearer tok' } });
  });

  it('says so when the doctor has no paid prescription', async () => {
    answer([{ visitRecordId: 8, patientId: 18, status: 0 }]);
    await expect(resolveVisitPaths('http://portal', doctorVisits, 'tok')).rejects.toThrow('no paid prescription');
  });
});
