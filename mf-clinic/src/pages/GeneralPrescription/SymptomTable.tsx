import type { InquiryWire, InquiryWireItem } from '@tcm/shared';

/** `key：value` of the answered items; `key：a、b` for the burner groups' symptoms. */
function answers(items: InquiryWireItem[] = []): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (Array.isArray(item.value)) {
      if (item.value.length) out.push(`${item.key}：${item.value.join('、')}`);
    } else if (item.value.trim()) {
      out.push(`${item.key}：${item.value.trim()}`);
    }
  }
  return out;
}

/**
 * The symptom table of spec 3 §2.4, grouped basic / 上焦 / 中焦 / 下焦: the basic group holds the
 * basic answers, the signs entered and the pulse; a burner with nothing chosen says 无.
 */
export function SymptomTable({ inquiry }: { inquiry: InquiryWire }) {
  const rows: [string, string[]][] = [
    ['基本信息', [...answers(inquiry.basic_array), ...answers(inquiry.basic_enter_array), ...answers(inquiry.maixiang_array)]],
    ['上焦', answers(inquiry.shangjiao_array)],
    ['中焦', answers(inquiry.zhongjiao_array)],
    ['下焦', answers(inquiry.xiajiao_array)],
  ];
  return (
    <table className="tcm-symptoms" data-testid="symptom-table">
      <thead>
        <tr>
          <th scope="col">分组</th>
          <th scope="col">症状</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([group, items]) => (
          <tr key={group}>
            <th scope="row">{group}</th>
            <td>{items.length ? items.join('；') : '无'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
