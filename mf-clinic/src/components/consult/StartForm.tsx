import { Button, Form, Input } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { notify, type Patient } from '@tcm/shared';
import { PageSection } from '@tcm/shared/pageFrame';
import { PatientChooser } from '../patients/PatientChooser';
import './startForm.css';
import './consult.css';

type ItemStatus = { validateStatus?: 'error'; help?: string };

/**
 * The broken rule of a start screen: under its field as well as in the toast, until that field
 * changes. `show` toasts the page's own rules; a refusal of the server was toasted by the HTTP client.
 */
export function useFieldError<F extends string>() {
  const [error, setError] = useState<{ field: F; message: string } | null>(null);
  const clear = (field: F) => setError((e) => (e?.field === field ? null : e));
  return {
    error,
    show: (problem: { field: F; message: string }, toast = true) => {
      setError(problem);
      if (toast) notify.error(problem.message);
    },
    clearAll: () => setError(null),
    clear,
    /** A change handler of `field`: sets the value and clears the field's rule. */
    clearing:
      <V,>(field: F, set: (value: V) => void) =>
      (value: V) => {
        set(value);
        clear(field);
      },
    messageOf: (field: F) => (error?.field === field ? error.message : null),
    status: (field: F): ItemStatus => (error?.field === field ? { validateStatus: 'error', help: error.message } : {}),
  };
}

interface StartFormProps {
  patient: Patient | null;
  /** The start was refused for want of a patient. */
  patientInvalid: boolean;
  onPatient: (p: Patient) => void;
  /** The title of the fields' section (用药信息, 服务信息). */
  title: string;
  /** How many fields stand side by side on a wide screen (default 3). */
  fieldsPerRow?: number;
  onStart: () => void;
  /** 开始咨询, 开始查询. */
  startText: string;
  starting: boolean;
  /** The fields: the start date, the days, and what the flow asks besides. */
  children: ReactNode;
}

/**
 * What every start screen shows (a consultation, spec 2 §2; a service, spec 3 §2.2): 选择患者 with
 * the picker, the section of its fields, and the button that starts.
 */
export function StartForm({ patient, patientInvalid, onPatient, title, fieldsPerRow, onStart, startText, starting, children }: StartFormProps) {
  return (
    <>
      <PageSection title="选择患者">
        <PatientChooser patient={patient} invalid={patientInvalid} onSelect={onPatient} />
      </PageSection>
      <PageSection title={title}>
        <Form layout="vertical" className="tcm-start-form" style={fieldsPerRow ? { ['--start-fields' as string]: fieldsPerRow } : undefined} onSubmit={onStart}>
          {children}
        </Form>
      </PageSection>
      <div className="tcm-consult__footer">
        <Button type="primary" size="large" loading={starting} onClick={onStart}>
          {startText}
        </Button>
      </div>
    </>
  );
}

/** The number of days of a start screen: typed digits, in 天. */
export function DaysField({
  label,
  required,
  extra,
  placeholder,
  value,
  onChange,
  status,
}: {
  label: string;
  required: boolean;
  extra?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  status: ItemStatus;
}) {
  return (
    <Form.Item label={label} required={required} extra={extra} {...status}>
      <Input value={value} onChange={onChange} placeholder={placeholder} inputMode="numeric" maxLength={4} suffix="天" aria-label={label} />
    </Form.Item>
  );
}
