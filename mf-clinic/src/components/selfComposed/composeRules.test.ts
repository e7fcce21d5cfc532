import type { HandmadeDraft } from '@tcm/shared';
import { addProblem, composeProblem, daysBetween, SELF_MSG, weightProblem } from './composeRules';

const TODAY = '2026-11-20';
const herb = (name: string, weight: string) => ({ medicineId: 1, name, weight, piecesWeight: 3 });
const DRAFT: HandmadeDraft = {
  patientId: 7,
  disease: '气血两虚',
  takeTime: '饭后',
  form: '饮片',
  pregnant: '否',
  herbs: [herb('当归', '10'), herb('黄芪', '15')],
  startDate: '2026-11-21',
  endDate: '2026-11-27',
};
const problem = (over: Partial<HandmadeDraft>) => composeProblem({ ...DRAFT, ...over }, TODAY);

describe('the compose rules of spec 3 §5, in their order', () => {
  it.each<[string, Partial<HandmadeDraft>, string]>([
    ['no diagnosis (before everything else)', { disease: ' ', takeTime: '', herbs: [], startDate: '' }, SELF_MSG.diseaseRequired],
    ['no take time (before the herbs)', { takeTime: '', herbs: [] }, SELF_MSG.takeTimeRequired],
    ['no herbs (before the dates)', { herbs: [], startDate: '' }, SELF_MSG.prescriptionRequired],
    ['a weight of 0', { herbs: [herb('当归', '10'), herb('黄芪', '0')] }, '黄芪剂量必须为大于0的数字'],
    ['an empty weight', { herbs: [herb('当归', '')] }, '当归剂量必须为大于0的数字'],
    ['a weight that is no number', { herbs: [herb('当归', '1.2.3')] }, '当归剂量必须为大于0的数字'],
    ['a fractional weight', { herbs: [herb('当归', '1.5')] }, '当归剂量必须是1-999之间的整数'],
    ['a weight over 999', { herbs: [herb('当归', '1000')] }, '当归剂量必须是1-999之间的整数'],
    ['细辛 at 999 g, outside the 药典 range', { herbs: [herb('当归', '10'), herb('细辛', '999')] }, '细辛的用量超出药典范围（1～3g）'],
    ['鹿茸 at 3 g', { herbs: [herb('鹿茸', '3')] }, '鹿茸的用量超出药典范围（1～2g）'],
    ['the range before the dates and the pair', { herbs: [herb('甘草', '30'), herb('海藻', '9')], startDate: '' }, '甘草的用量超出药典范围（2～10g）'],
    ['the weight before the dates and the pair', { herbs: [herb('甘草', '0'), herb('海藻', '9')], startDate: '' }, '甘草剂量必须为大于0的数字'],
    ['no start date', { startDate: '' }, SELF_MSG.startRequired],
    ['start today', { startDate: TODAY }, SELF_MSG.startNotAfterToday],
    ['start beyond a year', { startDate: '2027-11-21', endDate: '2027-11-22' }, SELF_MSG.startBeyondYear],
    ['no end date', { endDate: '' }, SELF_MSG.endRequired],
    ['end today', { endDate: TODAY }, SELF_MSG.endNotAfterToday],
    ['end before start', { startDate: '2026-11-25', endDate: '2026-11-24' }, SELF_MSG.endBeforeStart],
    ['31 days', { endDate: '2026-12-21' }, SELF_MSG.daysTooMany],
    ['甘草 with 海藻, last', { herbs: [herb('甘草', '6'), herb('海藻', '9')] }, '甘草与海藻属十八反，不可同用'],
    ['三棱 for a pregnant patient', { pregnant: '是', herbs: [herb('三棱', '6')] }, '孕妇禁用：三棱'],
  ])('%s', (_name, over, message) => {
    expect(problem(over)?.message).toBe(message);
  });

  it('names the field and the herb at fault, and passes a good composition (30 days, a caution herb for a pregnant patient)', () => {
    expect(problem({ herbs: [herb('当归', '0')] })).toEqual({ field: 'herbs', message: '当归剂量必须为大于0的数字', herb: '当归' });
    expect(problem({ endDate: '2026-12-20' })).toBeNull();
    expect(problem({ pregnant: '是', herbs: [herb('牛膝', '9')] })).toBeNull();
    expect(problem({ herbs: [herb('三棱', '6')] })).toBeNull();
    expect(daysBetween('2026-11-21', '2026-11-27')).toBe(7);
  });

  it('adding a herb: picked, a weight, a valid one within the 药典 range, not twice', () => {
    const rows = [herb('当归', '10')];
    expect(addProblem(null, '10', rows)).toBe(SELF_MSG.herbRequired);
    expect(addProblem('黄芪', '', rows)).toBe(SELF_MSG.herbWeightRequired);
    expect(addProblem('黄芪', '0', rows)).toBe(SELF_MSG.herbWeightRequired);
    expect(addProblem('黄芪', '2.5', rows)).toBe('黄芪剂量必须是1-999之间的整数');
    expect(addProblem('当归', '6', rows)).toBe(SELF_MSG.duplicateHerb);
    expect(addProblem('细辛', '999', rows)).toBe('细辛的用量超出药典范围（1～3g）');
    expect(addProblem('细辛', '3', rows)).toBeNull();
    expect(addProblem('黄芪', '15', rows)).toBeNull();
    expect(weightProblem({ name: '黄芪', weight: ' 15 ' })).toBeNull();
  });
});
