import { Form, Input } from '@arco-design/web-react';
import dayjs from 'dayjs';

const dayAfter = (ymd: string) => dayjs(ymd).add(1, 'day').format('YYYY-MM-DD');

interface StartDateFieldProps {
  /** The flow's own word, the one its messages use: 使用日期 (spec 2 §5) or 开始日期 (spec 3 §5). */
  label: '使用日期' | '开始日期';
  value: string;
  /** Today (Beijing), YYYY-MM-DD: a start is after it. */
  today: string;
  /** The last day a start may be (the flow's own rule: a year ahead). */
  last: string;
  /** The broken rule, shown under the field; null when none. */
  error: string | null;
  /** A hint under the field. */
  extra?: string;
  onChange: (ymd: string) => void;
}

/**
 * The first day of the forms that start a consultation or a service: the browser's own date picker,
 * which offers only the days from tomorrow to `last` (the rule checks again on submit, and the API too).
 */
export function StartDateField({ label, value, today, last, error, extra, onChange }: StartDateFieldProps) {
  return (
    <Form.Item label={label} required extra={extra} {...(error ? { validateStatus: 'error' as const, help: error } : {})}>
      <Input type="date" value={value} min={dayAfter(today)} max={last} onChange={onChange} aria-label={label} />
    </Form.Item>
  );
}
