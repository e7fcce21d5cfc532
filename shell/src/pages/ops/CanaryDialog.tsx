import { Form, Modal, Select } from '@arco-design/web-react';
import { call, type OpsApp } from '@tcm/shared';
import { useState } from 'react';
import { act } from './opsAction';
import { PERCENTS } from './opsModel';

export type CanaryDialogKind = 'canary' | 'share';

/** The versions a canary of this app can be started with: every stored one but the live one. */
export const canaryCandidates = (app: OpsApp) => app.versions.filter((v) => v !== app.live?.version);

/**
 * Starting a canary (version and share) or changing its share. The dialog is the confirmation: it
 * says what happens when 开始灰度 / 保存 is pressed. The fields are labelled by Form.Item, not by a
 * wrapping <label>: a label around an Arco Select forwards each click to the select's input, which
 * toggled the list open and shut again, so it opened by keyboard only (issue 31).
 */
export function CanaryDialog({ kind, app, onClose, onDone }: { kind: CanaryDialogKind; app: OpsApp; onClose: () => void; onDone: () => void }) {
  const candidates = canaryCandidates(app);
  const [version, setVersion] = useState<string | undefined>(kind === 'share' ? app.canary?.version : candidates[0]);
  const [percent, setPercent] = useState<number>(app.canary?.percent ?? 10);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    const done =
      kind === 'share'
        ? await act(() => call('POST /ops/canary/share', { app: app.app, percent }), `${app.app} 的灰度比例已调整为 ${percent}%`)
        : !!version &&
          (await act(() => call('POST /ops/canary', { app: app.app, version, percent }), `已开始灰度：${app.app} ${version}，${percent}% 的浏览器`));
    setSaving(false);
    if (done) {
      onClose();
      onDone();
    }
  };
  const summary =
    kind === 'share'
      ? `确定后，灰度比例从 ${app.canary?.percent}% 调整为 ${percent}%。`
      : version
        ? `确定后，约 ${percent}% 的浏览器使用 ${version}，其余仍使用线上版本 ${app.live?.version ?? '—'}。`
        : null;
  return (
    <Modal
      visible
      title={kind === 'share' ? `调整 ${app.app} 的灰度比例` : `开始 ${app.app} 的灰度`}
      okText={kind === 'share' ? '保存' : '开始灰度'}
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: kind === 'canary' && !version }}
      onOk={submit}
      onCancel={onClose}
      className="ops-dialog"
    >
      <Form layout="vertical" className="ops-dialog__form">
        {kind === 'canary' && (
          <Form.Item label="灰度版本">
            {candidates.length ? (
              <Select
                aria-label="灰度版本"
                value={version}
                onChange={(v: string) => setVersion(v)}
                options={candidates.map((v) => ({ label: v, value: v }))}
                placeholder="请选择版本"
              />
            ) : (
              <span className="ops-muted">发布库中没有 {app.app} 的其他版本</span>
            )}
          </Form.Item>
        )}
        <Form.Item label="灰度比例">
          <Select aria-label="灰度比例" value={percent} onChange={(v: number) => setPercent(v)} options={PERCENTS.map((p) => ({ label: `${p}%`, value: p }))} />
        </Form.Item>
      </Form>
      {summary && <p className="ops-dialog__summary">{summary}</p>}
      <p className="ops-muted">每个浏览器固定分到一侧（随机编号保存在浏览器中），比例调高时已在灰度中的浏览器保持不变。</p>
    </Modal>
  );
}
