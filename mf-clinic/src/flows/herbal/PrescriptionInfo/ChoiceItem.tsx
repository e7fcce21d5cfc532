import { Radio } from '@arco-design/web-react';
import { memo, useId } from 'react';
import type { InquiryArrayName, InquiryItem } from '@tcm/shared/clinic';
import type { SetAnswer } from './useInquiryDraft';

interface ChoiceItemProps {
  array: InquiryArrayName;
  item: InquiryItem;
  onAnswer: SetAnswer;
}

/** One single-choice question (基本信息, 脉象): its name, a star when required, its options as buttons. */
export const ChoiceItem = memo(function ChoiceItem({ array, item, onAnswer }: ChoiceItemProps) {
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
        onChange={(v: string) => onAnswer(array, item.key, v)}
      />
    </div>
  );
});
