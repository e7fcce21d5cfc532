import { Input, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { notify, type HerbLine, type ReplaceSubmitRequest } from '@tcm/shared';
import { submitReplacement } from '../../api/visits';
import { CLINIC_MSG } from '../../api/visitMessages';
import { grams, parseWeight, WEIGHT_MAX } from './herbWeight';
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

/** 修改重量 (spec 2 §5): the same herb at a new weight per dose, an integer from 1 to 999 grams. */
export function ReplaceWeightDialog({ line, visitRecordId, onClose, onChanged, submit: send = submitReplacement }: ReplaceWeightDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    setText(line ? String(grams(line)) : '');
    setError(false);
  }, [line]);

  const submit = async () => {
    if (!line) return;
    const parsed = parseWeight(text);
    setError(!parsed.ok);
    if (!parsed.ok) return notify.error(parsed.msg);
    setSubmitting(true);
    try {
      await send({
        visitRecordId,
        oldMedicineName: line.key,
        replaceMedicineName: line.key,
        oldWeight: grams(line),
        replaceWeight: parsed.grams,
        number: line.index,
      });
      notify.success(CLINIC_MSG.modified);
      onChanged();
    } catch {
      // Toasted by the HTTP client (更换药材失败 by default); the typed weight stays.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      title="修改重量"
      visible={!!line}
      onOk={submit}
      onCancel={onClose}
      okText="确定修改"
      cancelText="取消"
      confirmLoading={submitting}
      maskClosable={false}
      style={{ width: 420, maxWidth: 'calc(100vw - 32px)' }}
    >
      {line ? (
        <form
          className="tcm-herbs-dialog"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>
            药材：<strong>{line.key}</strong>（当前 {line.value}）
          </p>
          <label className="tcm-herbs-dialog__field">
            <span>新的用量（每剂）</span>
            <Input
              value={text}
              onChange={(v) => {
                setText(v.replace(/[^\d]/g, ''));
                setError(false);
              }}
              suffix="g"
              inputMode="numeric"
              maxLength={String(WEIGHT_MAX).length}
              status={error ? 'error' : undefined}
              placeholder="1-999 的整数"
              aria-label="新的用量"
              autoFocus
            />
          </label>
        </form>
      ) : null}
    </Modal>
  );
}
