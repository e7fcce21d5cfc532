import { Radio } from '@arco-design/web-react';
import { useId } from 'react';
import type { InquiryItem } from '@tcm/shared/clinic';

/** One single-choice question (基本信息, 脉象): its name, a star when required, its options as buttons. */
export function ChoiceItem({ item, onChange }: { item: InquiryItem; onChange: (value: string) => void }) {
  const id = useId();
  return (
    // A group named by the question: Arco's own radiogroup inside cannot take a label.
    <div className="tcm-rxinfo-choice" role="group" aria-labelledby={id} data-required={item.must || undefined}>
      <span id={id} className="tcm-rxinfo-choice__label">
        {item.must ? (
          <span className="tcm-rxinfo-must" title="必填" aria-hidden="true">
            *
          </span>
        ) : null}
        {item.key}
      </span>
      <Radio.Group
        type="button"
        options={item.options}
        value={typeof item.value === 'string' ? item.value : ''}
        onChange={(v: string) => onChange(v)}
      />
    </div>
  );
}
