import './customTea.css';

/** The service's text as lines; a 【heading】 line starts a block (spec 3 §2.12: result text lines). */
export function TeaResultLines({ lines }: { lines: string[] }) {
  if (!lines.length) return <p className="tcm-tea__hint">暂无结果说明</p>;
  return (
    <ul className="tcm-tea__result" aria-label="定制养生茶结果">
      {lines.map((line, i) => {
        const heading = /^【.*】$/.test(line);
        return (
          <li key={i} className={heading ? 'is-heading' : undefined}>
            {heading ? line.slice(1, -1) : line}
          </li>
        );
      })}
    </ul>
  );
}
