import { type Patient, sexText } from '@tcm/shared';
import { PatientPicker } from './PatientPicker';
import './patientChooser.css';

/**
 * The 选择患者 part of every start screen (a consultation, a service): who is chosen, or a hint,
 * above the picker. `invalid` marks the line when the start was refused for want of a patient.
 */
export function PatientChooser({ patient, onSelect, invalid }: { patient: Patient | null; onSelect: (p: Patient) => void; invalid: boolean }) {
  return (
    <>
      <p className={`tcm-chosen-patient${invalid ? ' is-error' : ''}`} data-testid="chosen-patient">
        {patient ? (
          <>
            已选择：<strong>{patient.name}</strong>
            <span>{sexText(patient.sex)}</span>
            <span>{patient.birthday}</span>
            {patient.phoneNo ? <span>{patient.phoneNo}</span> : null}
          </>
        ) : (
          '尚未选择患者：请在下方选择，或新建患者'
        )}
      </p>
      <PatientPicker selected={patient} onSelect={onSelect} />
    </>
  );
}
