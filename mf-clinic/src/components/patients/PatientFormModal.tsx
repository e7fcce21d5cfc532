import { Button, Form, Input, Modal, Radio } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { fieldOfMessage, isApiError, notify, type Patient, type PatientSex, SEX_OPTIONS } from '@tcm/shared';
import { PATIENT_FIELD_WORDS } from '@tcm/shared/patients';
import { BirthDateDialog } from '@tcm/shared/birthdate';
import { RegionCascader } from '@tcm/shared/region/cascader';
import { PATIENT_FALLBACK, PATIENT_MSG } from '../../api/patientMessages';
import { savePatient } from '../../api/patients';
import { clock, todayYmd } from './clock';
import {
  EMPTY_PATIENT_FORM,
  formFromPatient,
  NAME_MAX,
  pickedArea,
  toPatientInput,
  validatePatientForm,
  type PatientField,
  type PatientFormValues,
} from './patientForm';
import './patients.css';
import { STACKED_FORM } from '@tcm/shared/pageFrame';

export interface PatientFormModalProps {
  visible: boolean;
  /** The patient being edited; null adds a new one. */
  editing: Patient | null;
  onClose: () => void;
  /** After a save: the stored patient when the server answered it, and whether it was an add. */
  onSaved: (patient: Patient | null, kind: 'add' | 'edit') => void;
  /** The fallback of a refused add: 添加失败 on the list screen, 添加异常 in the start screen. */
  addFallback?: string;
}

/** What the birth date button shows, and says, before a day is chosen (WCAG 2.5.3: the name holds what shows). */
const NO_BIRTHDAY = '点击选择出生日期';

/**
 * The add/edit patient dialog (spec 2 §2, §5): name, sex (男 by default), phone, the solar birthday
 * picked in the shared birth date dialog, residence and birth place from the region cascader
 * (stored as the joined names). The rules are checked in the spec's order, one toast at a time, the
 * message also under its field; a refusal of the server about one field is shown there too.
 */
export function PatientFormModal({ visible, editing, onClose, onSaved, addFallback = PATIENT_FALLBACK.add }: PatientFormModalProps) {
  const [values, setValues] = useState<PatientFormValues>(EMPTY_PATIENT_FORM);
  const [error, setError] = useState<PatientProblemState>(null);
  const [birthOpen, setBirthOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  // A second click before the re-render must not send a second request.
  const busy = useRef(false);

  useEffect(() => {
    if (visible) {
      setValues(editing ? formFromPatient(editing) : EMPTY_PATIENT_FORM);
      setError(null);
    }
  }, [visible, editing]);

  const set = <K extends keyof PatientFormValues>(key: K, value: PatientFormValues[K], field?: PatientField) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field && error?.field === field) setError(null);
  };

  const status = (field: PatientField) => (error?.field === field ? { validateStatus: 'error' as const, help: error.message } : {});

  const submit = async () => {
    if (busy.current) return;
    const problem = validatePatientForm(values, todayYmd());
    if (problem) {
      setError(problem);
      notify.error(problem.message);
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const saved = await savePatient(toPatientInput(values, editing?.patientId), editing ? PATIENT_FALLBACK.edit : addFallback);
      notify.success(editing ? PATIENT_MSG.modified : PATIENT_MSG.added);
      onSaved(saved, editing ? 'edit' : 'add');
    } catch (refusal) {
      // Toasted by the HTTP client; a refusal about one field is said beside it too. The dialog keeps everything typed.
      const field = isApiError(refusal) ? fieldOfMessage(refusal.message, PATIENT_FIELD_WORDS) : null;
      if (field) setError({ field, message: (refusal as Error).message });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const areaPicker = (codesKey: 'liveCodes' | 'birthCodes', textKey: 'liveArea' | 'birthArea', label: string) => (
    <RegionCascader
      value={values[codesKey]}
      // A stored text the cascader cannot read back still shows until another region is picked.
      placeholder={values[textKey] && !values[codesKey].length ? values[textKey] : `请选择${label}`}
      onChange={(codes) => {
        const { text } = pickedArea(codes);
        setValues((v) => ({ ...v, [codesKey]: codes, [textKey]: text }));
        if (error?.field === textKey) setError(null);
      }}
      style={{ width: '100%' }}
    />
  );

  return (
    <Modal
      title={editing ? '编辑患者' : '新建患者'}
      visible={visible}
      style={{ width: 640, maxWidth: 'calc(100vw - 32px)' }}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
    >
      <Form labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} onSubmit={submit} className={`tcm-clinic-patient-form ${STACKED_FORM}`}>
        <Form.Item label="姓名" required {...status('name')}>
          <Input value={values.name} onChange={(v) => set('name', v, 'name')} placeholder="请输入姓名" maxLength={NAME_MAX} aria-label="姓名" />
        </Form.Item>
        <Form.Item label="性别" required>
          <Radio.Group aria-label="性别" value={values.sex} options={[...SEX_OPTIONS]} onChange={(v: PatientSex) => set('sex', v)} />
        </Form.Item>
        <Form.Item label="出生日期" required {...status('birthday')}>
          <Button long className="tcm-clinic-birthday-button" aria-label={`出生日期 ${values.birthday || NO_BIRTHDAY}`} onClick={() => setBirthOpen(true)}>
            {values.birthday || <span className="tcm-clinic-placeholder">{NO_BIRTHDAY}</span>}
          </Button>
        </Form.Item>
        <Form.Item label="手机号" {...status('phoneNo')}>
          <Input
            value={values.phoneNo}
            onChange={(v) => set('phoneNo', v.replace(/\D/g, ''), 'phoneNo')}
            placeholder="选填，11位手机号"
            maxLength={11}
            inputMode="numeric"
            aria-label="手机号"
          />
        </Form.Item>
        <Form.Item label="常住地址" required {...status('liveArea')}>
          {areaPicker('liveCodes', 'liveArea', '常住地址')}
        </Form.Item>
        <Form.Item label="出生地址" required {...status('birthArea')}>
          {areaPicker('birthCodes', 'birthArea', '出生地址')}
        </Form.Item>
      </Form>
      <BirthDateDialog
        visible={birthOpen}
        value={values.birthday || undefined}
        now={clock.now}
        onCancel={() => setBirthOpen(false)}
        onOk={(solar) => {
          set('birthday', solar, 'birthday');
          setBirthOpen(false);
        }}
      />
    </Modal>
  );
}

type PatientProblemState = { field: PatientField; message: string } | null;
