import { Button, Modal } from '@arco-design/web-react';
import type { AcupointDetail } from '@tcm/shared';
import './acupoints.css';

/** The fields of an acupoint (spec 3 §3 "Acupoint"), in the order and with the labels the dialog shows. */
export const ACUPOINT_FIELDS: ReadonlyArray<[keyof AcupointDetail, string]> = [
  ['nameAcup', '穴位名称'],
  ['pinyin', '拼音'],
  ['channels', '所属经络'],
  ['positionSta', '标准定位'],
  ['position2', '简便取穴'],
  ['acupGet', '刺灸方法'],
];

interface AcupointDialogProps {
  /** The point to show; null keeps the dialog closed. */
  point: AcupointDetail | null;
  onClose: () => void;
}

/** The detail dialog an acupoint link opens (spec 3 §2.3): its six fields, an empty one as 暂无记录. */
export function AcupointDialog({ point, onClose }: AcupointDialogProps) {
  return (
    <Modal
      title={point ? `${point.nameAcup}${point.code ? `（${point.code}）` : ''}` : '穴位详情'}
      visible={!!point}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
      style={{ width: 520, maxWidth: 'calc(100vw - 32px)' }}
    >
      {point ? (
        <dl className="tcm-acup-detail" data-testid="acupoint-detail">
          {ACUPOINT_FIELDS.map(([field, label]) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd data-field={field}>{point[field] || '暂无记录'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Modal>
  );
}
