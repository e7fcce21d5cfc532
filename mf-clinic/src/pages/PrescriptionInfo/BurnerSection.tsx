import { Checkbox } from '@arco-design/web-react';
import { memo, useId, useState } from 'react';
import type { SetAnswer } from './useInquiryDraft';
import { INQUIRY_ARRAY_TITLES, type InquiryArrayName, type InquiryInfo, type InquiryItem } from '@tcm/shared/clinic';

export const BURNERS = ['shangjiao_array', 'zhongjiao_array', 'xiajiao_array'] as const satisfies readonly InquiryArrayName[];
type Burner = (typeof BURNERS)[number];

const chosen = (item: InquiryItem) => (Array.isArray(item.value) ? item.value : []);

const SymptomGroup = memo(function SymptomGroup({ array, item, onAnswer }: { array: Burner; item: InquiryItem; onAnswer: SetAnswer }) {
  const id = useId();
  return (
    <div className="tcm-rxinfo-symptoms" role="group" aria-labelledby={id}>
      <span id={id} className="tcm-rxinfo-symptoms__label">
        {item.key}
      </span>
      <Checkbox.Group options={item.options} value={chosen(item)} onChange={(v: string[]) => onAnswer(array, item.key, v)} />
    </div>
  );
});

/**
 * A phone shows only 上焦 open at first (the three burners hold some 150 options); a wider screen
 * opens all three. Read once for the first render; the doctor opens and closes panels after that.
 */
function initiallyOpen(): Set<Burner> {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  return new Set<Burner>(phone ? ['shangjiao_array'] : BURNERS);
}

interface BurnerSectionProps {
  inquiry: InquiryInfo;
  onAnswer: SetAnswer;
}

/**
 * 上焦, 中焦, 下焦: one collapsible panel each (native <details>, which costs no library code), a
 * group of check boxes per region, the count chosen in the summary line. A panel's check boxes are
 * rendered when it is first opened and stay rendered after.
 */
export function BurnerSection({ inquiry, onAnswer }: BurnerSectionProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [seen, setSeen] = useState(() => new Set(open));
  const toggle = (array: Burner, isOpen: boolean) => {
    setOpen((prev) => {
      const next = new Set(prev);
      if (isOpen) next.add(array);
      else next.delete(array);
      return next;
    });
    if (isOpen) setSeen((prev) => (prev.has(array) ? prev : new Set(prev).add(array)));
  };
  return (
    <div className="tcm-rxinfo-burners">
      {BURNERS.map((array) => {
        const count = inquiry[array].reduce((n, item) => n + chosen(item).length, 0);
        return (
          <details key={array} className="tcm-rxinfo-burner" open={open.has(array)} onToggle={(e) => toggle(array, e.currentTarget.open)}>
            <summary className="tcm-rxinfo-burner__summary">
              <span className="tcm-rxinfo-burner__title">{INQUIRY_ARRAY_TITLES[array]}</span>
              <span className="tcm-rxinfo-count">{count ? `已选 ${count} 项` : '未选'}</span>
            </summary>
            <div className="tcm-rxinfo-burner__body">
              {seen.has(array) || open.has(array)
                ? inquiry[array].map((item) => <SymptomGroup key={item.key} array={array} item={item} onAnswer={onAnswer} />)
                : null}
            </div>
          </details>
        );
      })}
    </div>
  );
}
