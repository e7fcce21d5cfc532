import { currentPreviewNotes, type PreviewNote } from '../remotes/canary';
import { endPreview } from '../remotes/preview';
import './previewBanner.css';

const EXAMPLE = 'clinic@1.0.0+ff81e5f7be';

function NoteText({ note }: { note: PreviewNote }) {
  const release = <code className="preview-banner__release">{note.request}</code>;
  switch (note.status) {
    case 'running':
      return <>正在预览 {release}，仅对本标签页有效，其他标签页和以后的访问仍是线上版本</>;
    case 'missing':
      return <>预览版本 {release} 不存在，已使用线上版本</>;
    case 'unreadable':
      return <>预览版本 {release} 暂时无法读取，已使用线上版本</>;
    case 'malformed':
      // The value itself is not shown: anybody can write a link, and this bar is the portal speaking.
      return <>预览参数无效（应为 应用@版本，如 {EXAMPLE}），已使用线上版本</>;
  }
}

/**
 * On every page while this tab runs a preview, or was asked for one it could not run (issue 31):
 * which release, that it holds for this tab only, and 退出预览, which reloads the page on the live
 * versions. Loaded with the preview code (the `preview` chunk), never on an ordinary page.
 */
export default function PreviewBanner() {
  const notes = currentPreviewNotes();
  return (
    <section className="preview-banner" aria-label="版本预览" data-testid="preview-banner">
      <strong className="preview-banner__tag">版本预览</strong>
      <ul className="preview-banner__notes">
        {notes.map((note) => (
          <li key={`${note.status}:${note.request}`}>
            <NoteText note={note} />
          </li>
        ))}
      </ul>
      <button type="button" className="preview-banner__exit" onClick={() => endPreview()}>
        退出预览
      </button>
    </section>
  );
}
