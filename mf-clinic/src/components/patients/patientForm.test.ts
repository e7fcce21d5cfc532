import { EMPTY_PATIENT_FORM, formFromPatient, toPatientInput, validatePatientForm, type PatientFormValues } from './patientForm';
import { ZHANG } from './patientTestKit';

const TODAY = '2026-11-23';
const FULL: PatientFormValues = {
  ...EMPTY_PATIENT_FORM,
  name: '王五',
  birthday: '1990-01-01',
  liveArea: '浙江省杭州市西湖区',
  liveCodes: ['330000', '330100', '330106'],
  birthArea: '海外日本',
  birthCodes: ['900000', '901000'],
};
const problem = (v: Partial<PatientFormValues>) => validatePatientForm({ ...FULL, ...v }, TODAY);

describe('patient form rules (spec 2 §5)', () => {
  it('starts empty and male', () => {
    expect(EMPTY_PATIENT_FORM.sex).toBe('1');
  });

  it('names the first broken rule in the spec’s order', () => {
    expect(validatePatientForm(EMPTY_PATIENT_FORM, TODAY)).toEqual({ field: 'name', message: '请输入姓名' });
    expect(problem({ name: '  ' })?.message).toBe('请输入姓名');
    expect(problem({ birthday: '', liveArea: '' })).toEqual({ field: 'birthday', message: '请选择出生日期' });
    expect(problem({ birthday: TODAY })?.message).toBe('出生日期必须小于当前日期');
    expect(problem({ birthday: '2027-01-01' })?.message).toBe('出生日期必须小于当前日期');
    expect(problem({ birthday: '1899-12-31' })?.message).toBe('出生日期不能小于1900-01-01');
    expect(problem({ liveArea: '', birthArea: '' })).toEqual({ field: 'liveArea', message: '请选择常住地址' });
    expect(problem({ birthArea: '' })).toEqual({ field: 'birthArea', message: '请选择出生地址' });
    expect(problem({ phoneNo: '1370000' })).toEqual({ field: 'phoneNo', message: '请输入正确的手机号码' });
  });

  it('accepts the first possible day, yesterday and no phone', () => {
    expect(problem({ birthday: '1900-01-01' })).toBeNull();
    expect(problem({ birthday: '2026-11-22', phoneNo: '' })).toBeNull();
    expect(problem({ phoneNo: '13700000007' })).toBeNull();
  });

  it('edits a stored patient and sends it back with its id', () => {
    const v = formFromPatient(ZHANG);
    expect(v.liveCodes).toEqual(['330000', '330100', '330106']);
    expect(toPatientInput({ ...v, name: ' 张三丰 ' }, ZHANG.patientId)).toEqual({
      patientId: 1,
      name: '张三丰',
      sex: '1',
      phoneNo: '13700000001',
      birthday: '1980-05-01',
      liveArea: '浙江省杭州市西湖区',
      birthArea: '湖北省黄冈市蕲春县',
    });
    expect(toPatientInput(FULL)).not.toHaveProperty('patientId');
  });
});
