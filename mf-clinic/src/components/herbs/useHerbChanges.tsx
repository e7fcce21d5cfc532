import { useState } from 'react';
import type { HerbLine, ReplaceSubmitRequest } from '@tcm/shared';
import type { fetchReplacements } from '../../api/visits';
import { ReplaceHerbDialog, useReplaceHerb } from './ReplaceHerbDialog';
import { ReplaceWeightDialog } from './ReplaceWeightDialog';

interface HerbChangesOptions {
  patientId: number;
  visitRecordId: number;
  /** The visit's questionnaire says 孕妇: a replacement forbidden in pregnancy is named and refused. */
  pregnant: boolean;
  /** A herb or a weight was changed: the page reads its prescriptions again. */
  onChanged: () => void;
  /** The replace calls; default the v1 calls of spec 2 (the general prescription passes the v2 ones). */
  calls?: { list?: typeof fetchReplacements; submit?: (req: ReplaceSubmitRequest) => Promise<void> };
}

/**
 * 更换药材 and 修改重量 of a paid visit's prescriptions, as every result page offers them (spec 2 §2,
 * §5, §7; spec 3 §2.4, §2.11): `replaceHerb` asks for the replacements and opens the dialog,
 * `changeWeight` opens the weight's; `pending` is the line being looked up; `dialogs` go on the page.
 */
export function useHerbChanges({ patientId, visitRecordId, pregnant, onChanged, calls }: HerbChangesOptions) {
  const replace = useReplaceHerb({ patientId, visitRecordId }, calls?.list);
  const [weightLine, setWeightLine] = useState<HerbLine | null>(null);

  const dialogs = (
    <>
      <ReplaceHerbDialog
        target={replace.target}
        visitRecordId={visitRecordId}
        pregnant={pregnant}
        submit={calls?.submit}
        onClose={replace.close}
        onReplaced={() => {
          replace.close();
          onChanged();
        }}
      />
      <ReplaceWeightDialog
        line={weightLine}
        visitRecordId={visitRecordId}
        submit={calls?.submit}
        onClose={() => setWeightLine(null)}
        onChanged={() => {
          setWeightLine(null);
          onChanged();
        }}
      />
    </>
  );

  return {
    pending: replace.pending,
    replaceHerb: (line: HerbLine, herbs: string[]) => void replace.open(line, herbs),
    changeWeight: setWeightLine,
    dialogs,
  };
}

export type HerbChanges = ReturnType<typeof useHerbChanges>;
