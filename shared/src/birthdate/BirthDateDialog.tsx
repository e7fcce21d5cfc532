import { Modal, Radio, Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
// By package name: the root is a shared module of its own, and page tests replace its notify.
import { notify } from '@tcm/shared';
import {
  dayOptions,
  initialSelection,
  monthOptions,
  resolveSelection,
  switchMode,
  withDay,
  withMonth,
  withYear,
  yearOptions,
  type BirthSelection,
  type CalendarMode,
  type PickOption,
} from './selection';

export interface BirthDateDialogProps {
  visible: boolean;
  /** The current solar birthday, YYYY-MM-DD; the dialog opens on 2000-06-15 without one. */
  value?: string;
  /** The chosen day as a solar YYYY-MM-DD and its lunar text (二〇〇〇年五月十四). */
  onOk: (solar: string, lunarText: string) => void;
  onCancel: () => void;
  /** The clock the year range (1900 to this year + 5) is read from. */
  now?: () => Date;
}

const MODES: { value: CalendarMode; label: string }[] = [
  { value: 'solar', label: '公历' },
  { value: 'lunar', label: '农历' },
];

type Part = 'year' | 'month' | 'day';

function PartSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  placeholder: string;
  options: PickOption[];
  value?: number;
  onChange: (v: number | undefined) => void;
  error: boolean;
}) {
  return (
    <Select
      className="tcm-birth-part"
      aria-label={label}
      placeholder={placeholder}
      options={options}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
      allowClear
      showSearch
      status={error ? 'error' : undefined}
      // Three in a row, down to a 360 px phone.
      style={{ flex: '1 1 88px', minWidth: 0 }}
    />
  );
}

/**
 * The birth date picker of spec 2 §2: solar or lunar (leap months as 闰), switching converts the
 * chosen day; years 1900 to this year + 5, lunar ones up to 2100. Each opening starts again from
 * `value`.
 */
export function BirthDateDialog({ visible, value, onOk, onCancel, now = () => new Date() }: BirthDateDialogProps) {
  const [sel, setSel] = useState<BirthSelection>(() => initialSelection(value));
  const [error, setError] = useState<Part | null>(null);

  useEffect(() => {
    if (visible) {
      setSel(initialSelection(value));
      setError(null);
    }
  }, [visible, value]);

  const change = (next: BirthSelection) => {
    setSel(next);
    setError(null);
  };

  const confirm = () => {
    const r = resolveSelection(sel);
    if (!r.ok) {
      setError(!sel.year ? 'year' : !sel.month ? 'month' : 'day');
      notify.error(r.msg);
      return;
    }
    onOk(r.solar, r.lunarText);
  };

  const preview = resolveSelection(sel);

  return (
    <Modal
      title="选择出生日期"
      visible={visible}
      onOk={confirm}
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
      style={{ width: 480, maxWidth: 'calc(100vw - 32px)' }}
      maskClosable={false}
      unmountOnExit
    >
      <div className="tcm-birth-dialog">
        <Radio.Group type="button" aria-label="历法" value={sel.mode} onChange={(mode: CalendarMode) => change(switchMode(sel, mode))} options={MODES} />
        <div className="tcm-birth-parts" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
          <PartSelect
            label="出生年份"
            placeholder="年"
            options={yearOptions(sel, now())}
            value={sel.year}
            onChange={(y) => change(withYear(sel, y))}
            error={error === 'year'}
          />
          <PartSelect
            label="出生月份"
            placeholder="月"
            options={monthOptions(sel)}
            value={sel.month}
            onChange={(m) => change(withMonth(sel, m))}
            error={error === 'month'}
          />
          <PartSelect
            label="出生日期"
            placeholder="日"
            options={dayOptions(sel)}
            value={sel.day}
            onChange={(d) => change(withDay(sel, d))}
            error={error === 'day'}
          />
        </div>
        <p className="tcm-birth-preview" aria-live="polite" style={{ margin: '16px 0 0', minHeight: 22, color: '#7a6a5a' }}>
          {preview.ok ? `公历 ${preview.solar} · 农历 ${preview.lunarText}` : null}
        </p>
      </div>
    </Modal>
  );
}
