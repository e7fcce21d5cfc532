import { Descriptions, Image } from '@arco-design/web-react';
import { type Doctor, doctorStatusView, sexText, StatusTag } from '@tcm/shared';
import { doctorStatus, maskIdNumber } from '../../components/doctorText';

interface DoctorDescriptionsProps {
  doctor: Doctor;
  /** Inheritors get a star after their name (spec 1 §2.2, spec 3 §3). */
  inheritor: boolean;
}

/** The doctor record as a read-only sheet. Every value is rendered as text, never as markup. */
export function DoctorDescriptions({ doctor, inheritor }: DoctorDescriptionsProps) {
  const status = doctorStatus(doctor);
  const remark = doctor.remark?.trim();
  const data = [
    {
      label: '姓名',
      value: (
        <span data-testid="doctor-name">
          {doctor.doctorName || '—'}
          {inheritor ? (
            <span className="tcm-cert__star" title="传承人" aria-label="传承人" data-testid="inheritor-star">
              ★
            </span>
          ) : null}
        </span>
      ),
    },
    { label: '性别', value: sexText(doctor.doctorSex) },
    { label: '手机号', value: doctor.doctorPhonNo || '—' },
    { label: '身份证号', value: <span data-testid="doctor-id-no">{maskIdNumber(doctor.idNo) || '未填写'}</span> },
    { label: '执业证书编号', value: doctor.doctorCertNo || '—' },
    { label: '认证状态', value: <StatusTag status={doctorStatusView(status)} data-testid="doctor-status" /> },
    ...(remark ? [{ label: '审核意见', value: <span className="tcm-cert__pre">{remark}</span> }] : []),
    {
      label: '执业证书',
      value: doctor.doctorCertImageUrl ? (
        <div className="tcm-cert__image-frame">
          <Image src={doctor.doctorCertImageUrl} alt="执业证书图片" preview width="100%" height="100%" />
        </div>
      ) : (
        '未上传'
      ),
    },
  ];
  return <Descriptions column={1} border data={data} />;
}
