import { Checkbox, Collapse } from '@arco-design/web-react';
import { useId, useState } from 'react';
import { INQUIRY_ARRAY_TITLES, type InquiryArrayName, type InquiryInfo, type InquiryItem } from '@tcm/shared/clinic';

export const BURNERS = ['shangjiao_array', 'zhongjiao_array', 'xiajiao_array'] as const satisfies readonly InquiryArrayName[];
type Burner = (typeof BURNERS)[number];

const chosen = (item: InquiryItem) => (Array.isArray(item.value) ? item.value : []);

function SymptomGroup({ item, onChange }: { item: InquiryItem; onChange: (v: string[]) => void }) {
  const id = useId();
  return (
    <div className="tcm-rxinfo-symptoms" role="group" aria-labelledby={id}>
      <span id={id} className="tcm-rxinfo-symptoms__label">
        {item.key}
      </span>
      <Checkbox.Group options={item.options} value={chosen(item)} onChange={(v: string[]) => onChange(v)} />
    </div>
  );
}

/**
 * A phone shows only 上焦 open at first (the three burners hold some 150 options); a wider screen
 * opens all three. Read once for the first render; the doctor opens and closes panels after that.
 */
function initiallyOpen(): Burner[] {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  return phone ? ['shangjiao_array'] : [...BURNERS];
}

interface BurnerSectionProps {
  inquiry: InquiryInfo;
  onChange: (array: Burner, key: string, value: string[]) => void;
}

/** 上焦, 中焦, 下焦: one collapsible panel each, a group of check boxes per region, the count chosen in the header. */
export function BurnerSection({ inquiry, onChange }: BurnerSectionProps) {
  const [open, setOpen] = useState<string[]>(initiallyOpen);
  return (
    <Collapse activeKey={open} onChange={(_key, keys) => setOpen(keys)} className="tcm-rxinfo-burners" lazyload={false}>
      {BURNERS.map((array) => {
        const count = inquiry[array].reduce((n, item) => n + chosen(item).length, 0);
        return (
          <Collapse.Item
            key={array}
            name={array}
            header={INQUIRY_ARRAY_TITLES[array]}
            extra={<span className="tcm-rxinfo-count">{count ? `已选 ${count} 项` : '未选'}</span>}
          >
            {inquiry[array].map((item) => (
              <SymptomGroup key={item.key} item={item} onChange={(v) => onChange(array, item.key, v)} />
            ))}
          </Collapse.Item>
        );
      })}
    </Collapse>
  );
}
