import { Input } from '@arco-design/web-react';
import { memo } from 'react';
import { FREE_TEXT_MAX, isVital, VITAL_RULES, type InquiryItem } from '@tcm/shared/clinic';

interface VitalsSectionProps {
  items: InquiryItem[];
  /** The key of the field whose reading was refused, shown in red. */
  errorKey: string | null;
  onChange: (key: string, value: string) => void;
}

// Memoised by the page: typing here re-renders only this section, not the ~150 check boxes.

/** basic_enter_array: the four readings with their units, then 主诉 and 诊断结果 as text areas. */
export const VitalsSection = memo(function VitalsSection({ items, errorKey, onChange }: VitalsSectionProps) {
  const text = (item: InquiryItem) => (typeof item.value === 'string' ? item.value : '');
  return (
    <div className="tcm-rxinfo-vitals">
      {items
        .filter((i) => isVital(i.key))
        .map((item) => (
          <label key={item.key} className="tcm-rxinfo-field">
            <span className="tcm-rxinfo-field__label">{item.key}</span>
            <Input
              value={text(item)}
              onChange={(v) => onChange(item.key, v.replace(/[^\d.]/g, ''))}
              suffix={VITAL_RULES[item.key].unit}
              inputMode={VITAL_RULES[item.key].decimals ? 'decimal' : 'numeric'}
              maxLength={FREE_TEXT_MAX[item.key] ?? 10}
              status={errorKey === item.key ? 'error' : undefined}
              placeholder="选填"
              aria-label={item.key}
            />
          </label>
        ))}
      {items
        .filter((i) => !isVital(i.key))
        .map((item) => (
          <label key={item.key} className="tcm-rxinfo-field tcm-rxinfo-field--wide">
            <span className="tcm-rxinfo-field__label">{item.key}</span>
            <Input.TextArea
              value={text(item)}
              onChange={(v) => onChange(item.key, v)}
              maxLength={FREE_TEXT_MAX[item.key] ?? 200}
              showWordLimit
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={item.key === '主诉' ? '患者自述的主要症状及持续时间，选填' : '医生的诊断结论，选填'}
              aria-label={item.key}
            />
          </label>
        ))}
    </div>
  );
});
