import { idCheckChar } from '../validators/idNumber';
import { applicationFieldProblem, applicationProblem, certImageProblem, DOCTOR_RULE_MSG as M } from './index';

const ok = {
  doctorName: '张仲景',
  doctorSex: '1',
  idNo: '',
  doctorPhonNo: '13800000008',
  doctorCertNo: 'CERT-001',
  doctorCertImageUrl: '/uploads/2026/11/a.png',
};

describe('the doctor application rules (spec 3 §5)', () => {
  it('accepts an application without an ID number, and one with a valid one in either case', () => {
    expect(applicationProblem(ok)).toBeNull();
    expect(applicationProblem({ ...ok, idNo: '11010519491231002x' })).toBeNull();
  });

  it('answers the first broken rule in the API order: name, phone, sex, ID, certificate number, image', () => {
    const none = { doctorName: '', doctorPhonNo: '', doctorSex: 'x', idNo: '123', doctorCertNo: '', doctorCertImageUrl: '' };
    expect(applicationProblem(none)).toEqual({ field: 'doctorName', message: '请输入姓名' });
    expect(applicationProblem({ ...none, doctorName: '张' })).toEqual({ field: 'doctorPhonNo', message: '请输入手机号码' });
    expect(applicationProblem({ ...ok, doctorPhonNo: '1380000000' })?.message).toBe('请输入正确的手机号码');
    expect(applicationProblem({ ...ok, doctorSex: 'x' })).toEqual({ field: 'doctorSex', message: '请选择性别' });
    expect(applicationProblem({ ...ok, idNo: '110101199003071234' })).toEqual({ field: 'idNo', message: '请输入正确的身份证号码' });
    expect(applicationProblem({ ...ok, doctorCertNo: ' ' })).toEqual({ field: 'doctorCertNo', message: '请输入执业证书编号' });
    expect(applicationProblem({ ...ok, doctorCertImageUrl: '' })).toEqual({ field: 'doctorCertImageUrl', message: '请上传执业证书图片' });
  });

  it('takes an absent sex as 1', () => {
    expect(applicationProblem({ ...ok, doctorSex: undefined })).toBeNull();
    expect(applicationProblem({ ...ok, doctorSex: '' })).toBeNull();
  });

  it('limits the name to 30 and the certificate number to 50 characters', () => {
    expect(applicationProblem({ ...ok, doctorName: '张'.repeat(31) })?.message).toBe('姓名不能超过30个字符');
    expect(applicationProblem({ ...ok, doctorCertNo: 'C'.repeat(51) })?.message).toBe('执业证书编号不能超过50个字符');
  });

  it('checks one field as the form does: blank is missing, non-text is blank', () => {
    expect(applicationFieldProblem('doctorName', '   ')).toBe(M.nameRequired);
    expect(applicationFieldProblem('doctorPhonNo', undefined)).toBe(M.phoneRequired);
    expect(applicationFieldProblem('idNo', '  ')).toBeNull();
    expect(applicationFieldProblem('idNo', ` 11010519491231002${idCheckChar('11010519491231002')} `)).toBeNull();
  });
});

describe('the certificate image (spec 3 §5, §9)', () => {
  const image = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

  it('takes jpg, jpeg, png and gif of at most 5 MB, by the extension in any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif']) expect(certImageProblem(image(name))).toBeNull();
    expect(certImageProblem(image('a.png', 5 * 1024 * 1024))).toBeNull();
    expect(certImageProblem(image('a.png', 5 * 1024 * 1024 + 1))).toBe('图片大小不能超过5MB');
  });

  it('refuses another extension, none, or a renamed document', () => {
    expect(certImageProblem(image('a.bmp'))).toBe('仅支持jpg、jpeg、png、gif格式的图片');
    expect(certImageProblem(image('png'))).toBe(M.imageType);
    expect(certImageProblem(image('a.png', 10, 'application/pdf'))).toBe(M.imageType);
    expect(certImageProblem(image('a.png', 10, ''))).toBeNull();
  });
});
