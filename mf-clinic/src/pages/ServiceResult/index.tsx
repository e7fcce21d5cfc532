import { Button, Spin } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { type AcupointDetail, readDraft, type ServiceResultDraft, useLoad, useNavigate, writeDraft } from '@tcm/shared';
import { isCustomTeaResult, loadAcupoints, runService } from '../../api/services';
import { AcupointDialog } from '../../components/acupoints/AcupointDialog';
import { buildAcupointIndex, linkAcupoints } from '../../components/acupoints/linkAcupoints';
import { FACTS, PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { ConsultEmpty } from '../../components/consult/ConsultEmpty';
import { useSingleRun } from '../../components/useSingleRun';
import './serviceResult.css';
import '../../components/consult/consult.css';

type PointsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; byName: Map<string, AcupointDetail> };

const byName = (list: AcupointDetail[]) => new Map(list.map((p) => [p.nameAcup, p]));

/**
 * The acupoint details the result's text needs: read with the platform's useLoad, once per tab
 * (loadAcupoints keeps them) and only when the result names a point.
 */
function useAcupoints(needed: boolean) {
  const read = useLoad(needed ? 'acupoints' : null, () => loadAcupoints().then(byName));
  const { data, failed, loading } = read;
  // Kept while the answer is the same, as the result's links are built from it.
  const state = useMemo<PointsState>(
    () => (data ? { status: 'ready', byName: data } : failed ? { status: 'failed' } : { status: loading ? 'loading' : 'idle' }),
    [data, failed, loading],
  );
  return { state, retry: read.reload };
}

/**
 * /serviceResult, a service's answer (spec 3 §2.3): who and which days, then the result's lines of
 * text by section. Every acupoint the result names is a link (a button) that opens its details
 * (nameAcup, pinyin, channels, positionSta, position2, acupGet). Service 9 leads on with 下一步 to
 * the custom tea page of its visit record (commerce, by path).
 *
 * The answer is kept in session storage by the start page, so a reload shows it again without
 * running the service twice. With a start but no answer (the call failed, or the page was opened
 * in the middle), 开始查询 runs it from the kept start; with neither, the page says where to begin.
 */
export default function ServiceResultPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ServiceResultDraft | null>(() => readDraft('serviceResult'));
  const [start] = useState(() => readDraft('serviceInfo'));
  const running = useSingleRun();
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<AcupointDetail | null>(null);

  const result = draft?.result ?? null;
  const named = result?.acupoints ?? [];
  const points = useAcupoints(named.length > 0);

  /** Links only the points the result names and the list knows: nothing else in the text is a link. */
  const index = useMemo(() => {
    if (points.state.status !== 'ready') return null;
    const known = points.state.byName;
    return buildAcupointIndex(named.filter((name) => known.has(name)));
  }, [points.state, named]);

  const openPoint = (name: string) => {
    if (points.state.status === 'ready') setOpen(points.state.byName.get(name) ?? null);
  };

  const run = async () => {
    if (!start) return;
    await running.run(async () => {
      setFailed(false);
      const request = { patientId: start.patientId, useDate: start.useDate, useDays: start.useDays, serviceIndex: start.serviceIndex };
      try {
        const answer = await runService(request);
        const next = { request, result: answer };
        writeDraft('serviceResult', next);
        setDraft(next);
      } catch {
        setFailed(true);
      }
    });
  };

  const backToStart = (serviceIndex: number) => navigate(`/addServiceContact?serviceIndex=${serviceIndex}`);

  if (!result) {
    return (
      <PageFrame title="服务结果">
        {start ? (
          <div className="tcm-consult__empty" role="alert">
            <p>
              {failed ? '查询未成功，请稍后重试。' : '尚未取得结果。'}已选择患者 {start.patient?.name ?? ''}，开始日期 {start.useDate}
              {start.useDays != null ? `，${start.useDays} 天` : ''}。
            </p>
            <div className="tcm-svc-result__empty-actions">
              <Button onClick={() => backToStart(start.serviceIndex)}>返回修改</Button>
              <Button type="primary" loading={running.running} onClick={run}>
                开始查询
              </Button>
            </div>
          </div>
        ) : (
          <ConsultEmpty text="暂无服务结果：请先从首页选择服务，选择患者并开始查询。" to="/" action="返回首页" />
        )}
      </PageFrame>
    );
  }

  const line = (text: string, key: number) => <p key={key}>{index ? linkAcupoints(text, index, openPoint) : text}</p>;

  return (
    <PageFrame title={result.title} subtitle="服务结果" className="tcm-svc-result">
      {/* A strip, not a section: the result's own first section names the patient and period in words. */}
      <dl className={`${FACTS} tcm-svc-result__summary`} aria-label="服务概要" data-testid="service-summary">
        <div>
          <dt>患者</dt>
          <dd>{result.patientName}</dd>
        </div>
        <div>
          <dt>开始日期</dt>
          <dd>{result.startDate}</dd>
        </div>
        <div>
          <dt>结束日期</dt>
          <dd>{result.endDate}</dd>
        </div>
        <div>
          <dt>天数</dt>
          <dd>{result.days} 天</dd>
        </div>
      </dl>
      {named.length > 0 && points.state.status !== 'ready' ? (
        <div className="tcm-svc-result__points" role="status">
          {points.state.status === 'failed' ? (
            <>
              穴位详情加载失败，穴位暂不能点击查看。
              <Button size="mini" onClick={points.retry}>
                重新加载
              </Button>
            </>
          ) : (
            <>
              <Spin size={14} /> 正在加载穴位详情…
            </>
          )}
        </div>
      ) : null}
      {result.sections.length ? (
        result.sections.map((section, n) => (
          <PageSection key={n} title={section.heading}>
            <div className="tcm-svc-result__lines">{section.lines.map(line)}</div>
          </PageSection>
        ))
      ) : (
        <div className="tcm-consult__empty">
          <p>本次服务没有返回内容。</p>
        </div>
      )}
      {named.length > 0 && index ? <p className="tcm-svc-result__tip">提示：点击带下划线的穴位名称，可查看定位与刺灸方法。</p> : null}
      <div className="tcm-consult__footer">
        <Button onClick={() => backToStart(draft!.request.serviceIndex)}>返回修改</Button>
        {isCustomTeaResult(result) ? (
          <Button type="primary" onClick={() => navigate(`/CUSTOMIZEDPrescription?visitRecordId=${result.visitRecordId}`)}>
            下一步
          </Button>
        ) : null}
      </div>
      <AcupointDialog point={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
