import { Alert, Radio } from '@arco-design/web-react';
import { useEffect, useId, useState } from 'react';
import { notify, type HerbLine, type ReplaceSubmitRequest } from '@tcm/shared';
import { checkHerbCombination, CLINIC_MSG, doseProblem } from '@tcm/shared/clinic';
import { fetchReplacements, submitReplacement } from '../../api/visits';
import { grams } from './herbWeight';
import { ReplaceModal } from './ReplaceModal';
import { useReplaceSubmit } from './useReplaceSubmit';
import './herbs.css';

export interface ReplaceHerbTarget {
  line: HerbLine;
  /** Every herb of the prescription holding the line, the line's own included. */
  herbs: string[];
  /** What the server offers in its place (never empty: an empty list does not open the dialog). */
  options: string[];
}

interface ReplaceHerbDialogProps {
  target: ReplaceHerbTarget | null;
  visitRecordId: number;
  pregnant: boolean;
  onClose: () => void;
  /** Replaced: the caller reloads the prescriptions. */
  onReplaced: () => void;
  /** The replace call; default the v1 call of spec 2 (the general prescription passes the v2 one). */
  submit?: (req: ReplaceSubmitRequest) => Promise<void>;
}

/** The herbs after replacing `line` with `choice`, for the safety check. */
const afterReplacing = (t: ReplaceHerbTarget, choice: string) => t.herbs.map((h) => (h === t.line.key ? choice : h));

/**
 * 更换药材 (spec 2 §2, §5, §7): one of the server's replacements, at the same weight. A choice that
 * would put an incompatible pair (十八反, 十九畏) or a herb forbidden in pregnancy into the
 * prescription is named at once, before anything is sent, with the same shared rule the API
 * applies; it cannot be submitted. So is a choice whose 药典 daily range does not hold the weight
 * (鹿茸的用量超出药典范围（1～2g）): change the weight first (修改重量), then the herb.
 */
export function ReplaceHerbDialog({ target, visitRecordId, pregnant, onClose, onReplaced, submit: send = submitReplacement }: ReplaceHerbDialogProps) {
  const [choice, setChoice] = useState('');
  const { submitting, run } = useReplaceSubmit(send, onReplaced);
  const labelId = useId();
  useEffect(() => setChoice(''), [target]);

  const unsafe = target && choice ? (checkHerbCombination(afterReplacing(target, choice), { pregnant }) ?? doseProblem(choice, grams(target.line))) : null;

  const submit = async () => {
    if (!target) return;
    if (!choice) return notify.error(CLINIC_MSG.chooseHerb);
    if (unsafe) return notify.error(unsafe);
    const weight = grams(target.line);
    await run({
      visitRecordId,
      oldMedicineName: target.line.key,
      replaceMedicineName: choice,
      oldWeight: weight,
      replaceWeight: weight,
      number: target.line.index,
    });
  };

  return (
    <ReplaceModal title="更换药材" okText="确定更换" width={520} open={!!target} submitting={submitting} onOk={submit} onClose={onClose}>
      {target ? (
        <div className="tcm-herbs-dialog">
          <p>
            当前药材：<strong>{target.line.key}</strong> {target.line.value}
          </p>
          <p id={labelId} className="tcm-herbs-dialog__label">
            请选择替换的药材（用量不变）：
          </p>
          <div role="group" aria-labelledby={labelId}>
            <Radio.Group className="tcm-herbs-dialog__options" type="button" value={choice} onChange={(v: string) => setChoice(v)} options={target.options} />
          </div>
          {unsafe ? <Alert className="tcm-herbs-dialog__alert" type="error" content={unsafe} /> : null}
        </div>
      ) : null}
    </ReplaceModal>
  );
}

/**
 * Opening the dialog for a herb line: the server's replacement list first; an empty list says
 * 无可更换药品 (spec 2 §7) and opens nothing. `pending` is the line being looked up.
 */
export function useReplaceHerb(
  ids: { patientId: number; visitRecordId: number },
  /** The list call; default the v1 call of spec 2 (the general prescription passes the v2 one). */
  list: typeof fetchReplacements = fetchReplacements,
) {
  const [target, setTarget] = useState<ReplaceHerbTarget | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const open = async (line: HerbLine, herbs: string[]) => {
    setPending(line.index);
    try {
      const options = await list({ ...ids, medicineName: line.key, number: line.index });
      if (!options.length) notify.info(CLINIC_MSG.noReplacement);
      else setTarget({ line, herbs, options });
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setPending(null);
    }
  };

  return { target, pending, open, close: () => setTarget(null) };
}
