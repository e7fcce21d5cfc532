import { Radio } from '@arco-design/web-react';
import { memo, useId } from 'react';
import type { InquiryArrayName, InquiryItem } from '@tcm/shared/clinic';
import type { SetAnswer } from './useInquiryDraft';

interface ChoiceItemProps {
  array: InquiryArrayName;
  item: InquiryItem;
  onAnswer: SetAnswer;
  /** Why 下一步 refused this answer (请选择是否孕妇), under the choices and announced. */
  error?: string | null;
  /** A line under the choices saying why the question is asked (是否孕妇 for a woman of 14 to 49). */
  hint?: string;
}

/** One single-choice question (基本信息, 脉象): its name, a star when required, its options as buttons. */
export const ChoiceItem = memo(function ChoiceItem({ array, item, onAnswer, error, hint }: ChoiceItemProps) {
  const id = useId();
  const note = error || hint;
  return (
    // A group named by the question: Arco's own radiogroup inside cannot take a label.
    <div
      className={`tcm-rxinfo-choice${error ? ' tcm-rxinfo-choice--error' : ''}`}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={note ? `${id}-note` : undefined}
      data-required={item.must || undefined}
      data-question={item.key}
    >
      <span id={`${id}-label`} className="tcm-rxinfo-choice__label">
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
      {note ? (
        <p id={`${id}-note`} className="tcm-rxinfo-choice__note" role={error ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
});
