import { Button } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { LoadFailed, LoadingState, positiveIntParam, type PrescriptionSheet, useLoad, useLocation, useNavigate, useSearchParams } from '@tcm/shared';
import { fetchPrescriptionImages } from '../../api/sheets';
import { deliveryConfirmPath, deliveryOrderPath } from '../../components/prescription/delivery';
import { PageFrame } from '@tcm/shared/pageFrame';
import { NoVisit } from '../../components/consult/ConsultEmpty';
import './prescriptionImage.css';
import '../../components/consult/consult.css';

/** Spec 3 §2.5, §4: name + 配送 when the sheet has no delivery yet, name + 配送详情 once it has one. */
export const deliveryLabel = (s: Pick<PrescriptionSheet, 'name' | 'status'>) => `${s.name}${s.status === 1 ? '配送详情' : '配送'}`;

/**
 * /prescriptionImage?visitRecordId (spec 3 §2.5): one block per prescription of the visit with its
 * name, the sheet the API rendered (an SVG in an <img>, so nothing in it runs), 打印, the delivery
 * button and 关闭. 打印 prints only that sheet on an A5 portrait page without the portal around it
 * (prescriptionImage.css); the browser's own print prints every sheet, one a page.
 */
export default function PrescriptionImagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const visitRecordId = positiveIntParam(params.get('visitRecordId'));
  const read = useLoad(visitRecordId ? `sheets:${visitRecordId}` : null, () => fetchPrescriptionImages(visitRecordId!));
  const data = read.loading || read.failed ? null : (read.data ?? null);
  const [printing, setPrinting] = useState<number | null>(null);

  // The chosen sheet is marked first, then printed; after printing every sheet prints again.
  useEffect(() => {
    if (printing === null) return undefined;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const close = () => (location.key !== 'default' ? navigate(-1) : navigate('/Contact'));

  const deliver = (sheet: PrescriptionSheet) => {
    if (sheet.status === 1 && sheet.deliveryOrderId) void navigate(deliveryOrderPath(sheet.deliveryOrderId));
    else if (visitRecordId) void navigate(deliveryConfirmPath(visitRecordId, sheet.index));
  };

  let body;
  if (!visitRecordId) {
    body = <NoVisit text="缺少就诊记录信息，请从处方页面生成处方笺。" />;
  } else if (read.failed) {
    body = <LoadFailed text="处方笺获取失败" onRetry={read.reload} />;
  } else if (!data) {
    body = <LoadingState text="正在生成处方笺…" />;
  } else if (data.prescriptions.length === 0) {
    body = <p className="tcm-consult__empty">本次就诊没有需要配药的处方。</p>;
  } else {
    body = data.prescriptions.map((sheet) => (
      <article
        key={sheet.index}
        className={`tcm-sheet${printing === sheet.index ? ' is-printing' : ''}`}
        aria-label={`${sheet.name}处方笺`}
        data-testid="sheet"
      >
        <header className="tcm-sheet__bar">
          <h2>{sheet.name}</h2>
          <div className="tcm-sheet__buttons">
            <Button onClick={() => setPrinting(sheet.index)} aria-label={`打印${sheet.name}`}>
              打印
            </Button>
            <Button type="primary" onClick={() => deliver(sheet)}>
              {deliveryLabel(sheet)}
            </Button>
          </div>
        </header>
        <img className="tcm-sheet__image" src={sheet.imageUrl} alt={`${sheet.name}处方笺`} width={592} height={840} />
      </article>
    ));
  }

  const subtitle = data ? `${data.patientName} · 就诊编号 ${data.visitRecordId}` : undefined;
  return (
    <PageFrame title="处方笺" subtitle={subtitle} className="tcm-sheets">
      <div className={`tcm-sheets__list${printing !== null ? ' is-printing' : ''}`}>{body}</div>
      <div className="tcm-consult__footer">
        <Button onClick={close}>关闭</Button>
      </div>
    </PageFrame>
  );
}
