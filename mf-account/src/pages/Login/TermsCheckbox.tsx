import { Button, Checkbox, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { AGREEMENT_NAMES, AGREEMENTS, type Agreement } from '@tcm/shared/account';

/** The agreements' text is not part of the spec: a marked placeholder until the company supplies it. */
const AGREEMENT_PLACEHOLDER = '【占位文本】本协议正文尚未提供，正式文本将由公司法务部门发布后替换此处内容。';

/** "我已阅读并同意《…》《…》《…》"; each title opens its agreement in a dialog. */
export function TermsCheckbox({
  checked,
  onChange,
  invalid,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Submitted without ticking: the line turns red until it is ticked. */
  invalid?: boolean;
}) {
  const [open, setOpen] = useState<Agreement | null>(null);
  return (
    <div className={invalid ? 'tcm-acc-terms tcm-acc-terms-error' : 'tcm-acc-terms'}>
      <Checkbox checked={checked} onChange={onChange} aria-label={`我已阅读并同意${AGREEMENT_NAMES}`}>
        我已阅读并同意
      </Checkbox>
      {AGREEMENTS.map((a) => (
        <button type="button" key={a.key} className="tcm-acc-agreement" onClick={() => setOpen(a)}>
          {a.title}
        </button>
      ))}
      <Modal
        title={open?.title}
        visible={!!open}
        onCancel={() => setOpen(null)}
        footer={
          <Button type="primary" onClick={() => setOpen(null)}>
            我知道了
          </Button>
        }
      >
        <p data-testid="agreement-text">{AGREEMENT_PLACEHOLDER}</p>
      </Modal>
    </div>
  );
}
