import { LoadFailed, LoadingState, type RelatedRecordKind, useLoad } from '@tcm/shared';
import { fetchRelatedRecord, type RelatedRecordContext } from '../../api/visits';

/**
 * 针灸信息 (A), 健康预测信息 (D) or 通用方信息 (G): asked for the first time the tab is shown (the
 * tab's content mounts only then), kept while the page lives.
 */
export function RelatedRecordTab({ kind, ctx }: { kind: RelatedRecordKind; ctx: RelatedRecordContext }) {
  // ctx is built from the loaded result, which a replacement does not change for these tabs: its fields are the key.
  const read = useLoad(`related:${kind}:${ctx.visitRecordId}:${ctx.patientId}:${ctx.startDate}:${ctx.takeDays}`, () => fetchRelatedRecord(kind, ctx));

  if (read.failed) return <LoadFailed text="信息获取失败" onRetry={read.reload} />;
  if (read.loading || !read.data) return <LoadingState text="加载中…" />;
  const record = read.data;
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
