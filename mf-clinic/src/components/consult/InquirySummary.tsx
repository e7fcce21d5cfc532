import type { InquiryWire, InquiryWireItem } from '@tcm/shared';
import { INQUIRY_ARRAY_TITLES, INQUIRY_ARRAY_NAMES } from '@tcm/shared/clinic';
import { FACTS } from '@tcm/shared/pageFrame';

const UNITS: Record<string, string> = { 体温: '℃', 脉搏: '次/分', 收缩压: 'mmHg', 舒张压: 'mmHg' };

/** One array's answers as text: `key：value` for choices and filled text, `key：a、b` for symptoms. */
function answerText(items: InquiryWireItem[]): string {
  const parts: string[] = [];
  for (const item of items) {
    if (Array.isArray(item.value)) {
      if (item.value.length) parts.push(`${item.key}：${item.value.join('、')}`);
    } else if (item.value.trim()) {
      parts.push(`${item.key}：${item.value.trim()}${UNITS[item.key] ?? ''}`);
    }
  }
  return parts.join('；');
}

/** The questionnaire as read-only lines, one per array; what was left empty says so. */
export function InquirySummary({ inquiry }: { inquiry: InquiryWire }) {
  return (
    <dl className={`${FACTS} tcm-consult__summary--wide`} data-testid="inquiry-summary">
      {INQUIRY_ARRAY_NAMES.map((name) => (
        <div key={name}>
          <dt>{INQUIRY_ARRAY_TITLES[name]}</dt>
          <dd>{answerText(inquiry[name] ?? []) || (name.endsWith('jiao_array') ? '无' : '未填写')}</dd>
        </div>
      ))}
    </dl>
  );
}
