import { Alert, Button, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { RelatedRecord, RelatedRecordKind } from '@tcm/shared';
import { fetchRelatedRecord, type RelatedRecordContext } from '../../api/visits';

type TabState = { kind: 'loading' } | { kind: 'ready'; record: RelatedRecord } | { kind: 'failed' };

/**
 * 针灸信息 (A), 健康预测信息 (D) or 通用方信息 (G): asked for the first time the tab is shown (the
 * tab's content mounts only then), kept while the page lives.
 */
export function RelatedRecordTab({ kind, ctx }: { kind: RelatedRecordKind; ctx: RelatedRecordContext }) {
  const [state, setState] = useState<TabState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchRelatedRecord(kind, ctx)
      .then((record) => live && setState({ kind: 'ready', record }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
    // ctx is built from the loaded result, which a replacement does not change for these tabs.
  }, [kind, ctx.visitRecordId, ctx.patientId, ctx.startDate, ctx.takeDays, attempt]);

  if (state.kind === 'loading') return <Spin className="tcm-rx-spin" tip="加载中…" />;
  if (state.kind === 'failed') {
    return (
      <Alert
        type="error"
        content="信息获取失败"
        action={
          <Button size="mini" onClick={() => setAttempt((a) => a + 1)}>
            重试
          </Button>
        }
      />
    );
  }
  const { record } = state;
  return (
    <div className="tcm-rx-related" data-testid={`related-${kind}`}>
      <h3>{record.title}</h3>
      {record.sections.map((section, i) => (
        <section key={`${section.title}-${i}`} className="tcm-rx-related__section" aria-label={section.title}>
          <h4>{section.title}</h4>
          <dl>
            {section.items.map((item, j) => (
              <div key={`${item.label}-${j}`}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
