import { Form, Input } from '@arco-design/web-react';
import dayjs from 'dayjs';

const dayAfter = (ymd: string) => dayjs(ymd).add(1, 'day').format('YYYY-MM-DD');

interface StartDateFieldProps {
  value: string;
  /** Today (Beijing), YYYY-MM-DD: a start is after it. */
  today: string;
  /** The last day a start may be (the flow's own rule: a year ahead). */
  last: string;
  invalid: boolean;
  onChange: (ymd: string) => void;
}

/**
 * 开始日期 of the forms that start a consultation or a service: the browser's own date picker, which
 * offers only the days from tomorrow to `last` (the rule checks again on submit, and the API too).
 */
export function StartDateField({ value, today, last, invalid, onChange }: StartDateFieldProps) {
  return (
    <Form.Item label="开始日期" required {...(invalid ? { validateStatus: 'error' as const } : {})}>
      <Input type="date" value={value} min={dayAfter(today)} max={last} onChange={onChange} aria-label="开始日期" />
    </Form.Item>
  );
}
