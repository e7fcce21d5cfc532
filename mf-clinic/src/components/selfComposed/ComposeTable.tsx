import { Button } from '@arco-design/web-react';
import type { HandmadeHerb, HerbForm } from '@tcm/shared';
import { herbConflicts, herbToxicity, pregnancyFlag } from '@tcm/shared/clinic';
import { HerbFlag } from '../herbs/HerbFlag';
import { granuleFromSlice, gramsText, round6 } from './granule';
import { weightProblem, weightValue } from './composeRules';

/**
 * The safety flags of each herb of the table: its 十八反/十九畏 partners, its 药典 toxicity (大毒,
 * 有毒, 小毒) and, for a pregnant patient, its pregnancy flag.
 */
export function herbFlags(herbs: readonly Pick<HandmadeHerb, 'name'>[], pregnant: boolean): Map<string, string[]> {
  const flags = new Map<string, string[]>(herbs.map((h) => [h.name, []]));
  for (const h of herbs) {
    const toxicity = herbToxicity(h.name);
    if (toxicity) flags.get(h.name)?.push(toxicity);
  }
  for (const c of herbConflicts(herbs.map((h) => h.name))) {
    flags.get(c.a)?.push(`${c.kind}：${c.b}`);
    flags.get(c.b)?.push(`${c.kind}：${c.a}`);
  }
  if (pregnant) {
    for (const h of herbs) {
      const flag = pregnancyFlag(h.name);
      if (flag) flags.get(h.name)?.push(flag === 'forbidden' ? '孕妇禁用' : '孕妇慎用');
    }
  }
  return flags;
}

/** Flags that warn without forbidding (amber): the pregnancy cautions and the milder toxicity labels. */
const isCaution = (flag: string) => flag.endsWith('慎用') || flag === '有毒' || flag === '小毒';

/** Grams of one dose: the 饮片 weights that are numbers, and their 颗粒 equivalents. */
export function totals(herbs: readonly HandmadeHerb[]): { slice: number; granule: number } {
  let slice = 0;
  let granule = 0;
  for (const h of herbs) {
    const w = weightValue(h.weight);
    if (!Number.isFinite(w)) continue;
    slice += w;
    granule += granuleFromSlice(w, h.piecesWeight);
  }
  return { slice: round6(slice), granule: round6(granule) };
}

interface ComposeTableProps {
  herbs: HandmadeHerb[];
  form: HerbForm;
  pregnant: boolean;
  /** The herb whose weight the last check refused. */
  errorHerb?: string | null;
  onWeight?: (name: string, weight: string) => void;
  onRemove?: (name: string) => void;
}

/**
 * The herbs of the self-composed prescription with their total row (spec 3 §2.11): 饮片 grams per
 * dose (editable on the compose page), for 颗粒 the granule grams (slice ÷ piecesWeight, 6
 * decimals), and the safety rules live: a 十八反/十九畏 pair, a toxic herb or a pregnancy flag is
 * marked on the row as soon as it is in the table, and a weight the rules refuse (outside 1-999 g
 * or the herb's 药典 range) says why under its field while it is typed. Without handlers (the confirm page) it is read-only.
 */
export function ComposeTable({ herbs, form, pregnant, errorHerb, onWeight, onRemove }: ComposeTableProps) {
  const flags = herbFlags(herbs, pregnant);
  const granules = form === '颗粒';
  const sum = totals(herbs);
  const editable = !!onWeight;
  return (
    <table className="tcm-compose-table" aria-label="处方药材">
      <thead>
        <tr>
          <th scope="col">序号</th>
          <th scope="col">药材</th>
          <th scope="col">饮片（g）</th>
          {granules ? <th scope="col">颗粒（g）</th> : null}
          {editable ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {herbs.length === 0 ? (
          <tr className="tcm-compose-table__empty">
            <td colSpan={3 + (granules ? 1 : 0) + (editable ? 1 : 0)}>尚未添加药材：在上方搜索药名或拼音首字母</td>
          </tr>
        ) : null}
        {herbs.map((h, i) => {
          const rowFlags = flags.get(h.name) ?? [];
          const danger = rowFlags.some((f) => !isCaution(f));
          const w = weightValue(h.weight);
          const problem = editable ? weightProblem(h) : null;
          const problemId = `herb-weight-problem-${i}`;
          return (
            <tr
              key={h.name}
              data-testid={`herb-row-${h.name}`}
              className={`${danger ? 'is-danger' : rowFlags.length ? 'is-caution' : ''}${errorHerb === h.name || problem ? ' is-error' : ''}`}
            >
              <td className="tcm-compose-table__no">{i + 1}</td>
              <td className="tcm-compose-table__name">
                <strong>{h.name}</strong>
                {rowFlags.map((f) => (
                  <HerbFlag key={f} text={f} caution={isCaution(f)} />
                ))}
              </td>
              <td className="tcm-compose-table__weight">
                {editable ? (
                  <>
                    <input
                      className="tcm-picker__input"
                      aria-label={`${h.name}饮片重量`}
                      inputMode="numeric"
                      value={h.weight}
                      aria-invalid={!!problem}
                      aria-describedby={problem ? problemId : undefined}
                      onChange={(e) => onWeight?.(h.name, e.target.value.replace(/[^\d.]/g, ''))}
                    />
                    {problem ? (
                      <span id={problemId} className="tcm-compose-table__problem" role="alert">
                        {problem}
                      </span>
                    ) : null}
                  </>
                ) : (
                  `${h.weight}`
                )}
              </td>
              {granules ? (
                <td className="tcm-compose-table__granule" data-label="颗粒">
                  {Number.isFinite(w) ? gramsText(granuleFromSlice(w, h.piecesWeight)) : '—'}
                </td>
              ) : null}
              {editable ? (
                <td className="tcm-compose-table__actions">
                  <Button type="text" size="mini" status="danger" onClick={() => onRemove?.(h.name)} aria-label={`删除${h.name}`}>
                    删除
                  </Button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr data-testid="compose-total">
          <th scope="row" colSpan={2}>
            合计 {herbs.length} 味
          </th>
          <td>{gramsText(sum.slice)}</td>
          {granules ? <td>{gramsText(sum.granule)}</td> : null}
          {editable ? <td /> : null}
        </tr>
      </tfoot>
    </table>
  );
}
