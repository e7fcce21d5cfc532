import { Input } from '@arco-design/web-react';
import { useEffect, useId, useState } from 'react';
import { notify, type HerbLine, type ReplaceSubmitRequest } from '@tcm/shared';
import { doseRange, rangeText } from '@tcm/shared/clinic';
import { submitReplacement } from '../../api/visits';
import { grams, parseWeight } from './herbWeight';
import { ReplaceModal } from './ReplaceModal';
import { useReplaceSubmit } from './useReplaceSubmit';
import './herbs.css';

interface ReplaceWeightDialogProps {
  line: HerbLine | null;
  visitRecordId: number;
  onClose: () => void;
  /** Changed: the caller reloads the prescriptions. */
  onChanged: () => void;
  /** The replace call; default the v1 call of spec 2 (the general prescription passes the v2 one). */
  submit?: (req: ReplaceSubmitRequest) => Promise<void>;
}

/**
 * 修改重量 (spec 2 §5): the same herb at a new weight per dose, an integer from 1 to 999 grams
 * within the herb's 药典 daily range. The field keeps what is typed (nothing is cut to fit) and says
 * at once why a weight would be refused (细辛的用量超出药典范围（1～3g）), as the API would.
 */
export function ReplaceWeightDialog({ line, visitRecordId, onClose, onChanged, submit: send = submitReplacement }: ReplaceWeightDialogProps) {
  const [text, setText] = useState('');
  const { submitting, run } = useReplaceSubmit(send, onChanged);
  const messageId = useId();
  useEffect(() => {
    setText(line ? String(grams(line)) : '');
  }, [line]);
  const parsed = line ? parseWeight(text, line.key) : null;
  const problem = parsed && !parsed.ok ? parsed.msg : null;
  const range = line ? doseRange(line.key) : undefined;

  const submit = async () => {
    if (!line || !parsed) return;
    if (!parsed.ok) return notify.error(parsed.msg);
    await run({
      visitRecordId,
      oldMedicineName: line.key,
      replaceMedicineName: line.key,
      oldWeight: grams(line),
      replaceWeight: parsed.grams,
      number: line.index,
    });
  };

  return (
    <ReplaceModal title="修改重量" okText="确定修改" width={420} open={!!line} submitting={submitting} onOk={submit} onClose={onClose}>
      {line ? (
        <form
          className="tcm-herbs-dialog"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>
            药材：<strong>{line.key}</strong>（当前 {line.value}
            {range ? `，${range.pharmacopoeia ? '药典' : '常用量'}每日 ${rangeText(range)}` : ''}）
          </p>
          <label className="tcm-herbs-dialog__field">
            <span>新的用量（每剂）</span>
            <Input
              value={text}
              onChange={setText}
              suffix="g"
              inputMode="numeric"
              status={problem ? 'error' : undefined}
              placeholder={range ? rangeText(range) : '1-999 的整数'}
              aria-label="新的用量"
              aria-invalid={!!problem}
              aria-describedby={problem ? messageId : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field: focus moves into the dialog that was opened to type it
              autoFocus
            />
          </label>
          {problem ? (
            <p id={messageId} className="tcm-herbs-dialog__problem" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </ReplaceModal>
  );
}
