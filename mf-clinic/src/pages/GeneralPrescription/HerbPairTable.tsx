import { Button, Dropdown, Menu } from '@arco-design/web-react';
import type { HerbLine } from '@tcm/shared';
import { herbToxicity } from '@tcm/shared/clinic';
import { HerbFlag } from '../../components/herbs/HerbFlag';

interface HerbPairTableProps {
  herbs: HerbLine[];
  onReplaceHerb?: (line: HerbLine) => void;
  onChangeWeight?: (line: HerbLine) => void;
  /** The herb line whose replacements are being looked up. */
  pending?: number | null;
}

const REPLACE = 'replace';
const WEIGHT = 'weight';

/** One herb: its number, its name (a menu of 更换药材 / 修改重量 when editable) and its grams. */
function HerbCells({ line, no, props }: { line: HerbLine; no: number; props: HerbPairTableProps }) {
  const { onReplaceHerb, onChangeWeight, pending } = props;
  const editable = !!(onReplaceHerb || onChangeWeight);
  const toxicity = herbToxicity(line.key);
  return (
    <>
      <td className="tcm-herb-pairs__no">{no}</td>
      <td className="tcm-herb-pairs__name">
        <span className="tcm-herb-pairs__herb">
          {editable ? (
            <Dropdown
              trigger="click"
              position="bl"
              droplist={
                <Menu
                  onClickMenuItem={(key) => {
                    if (key === REPLACE) onReplaceHerb?.(line);
                    if (key === WEIGHT) onChangeWeight?.(line);
                  }}
                >
                  {onReplaceHerb ? <Menu.Item key={REPLACE}>更换药材</Menu.Item> : null}
                  {onChangeWeight ? <Menu.Item key={WEIGHT}>修改重量</Menu.Item> : null}
                </Menu>
              }
            >
              <Button type="text" size="mini" loading={pending === line.index} aria-label={`${line.key} 更换或修改重量`}>
                {line.key}
              </Button>
            </Dropdown>
          ) : (
            line.key
          )}
        </span>
        {/* A toxic herb carries the 药典's label, as on the other herb tables. */}
        {toxicity ? <HerbFlag text={toxicity} caution={toxicity === '小毒'} /> : null}
      </td>
      <td className="tcm-herb-pairs__weight">{line.value}</td>
    </>
  );
}

/**
 * The herbs two a row (spec 3 §2.4, §9): 序号, 药材, 克数 twice. With handlers each herb's name
 * opens 更换药材 / 修改重量.
 */
export function HerbPairTable(props: HerbPairTableProps) {
  const rows: HerbLine[][] = [];
  for (let i = 0; i < props.herbs.length; i += 2) rows.push(props.herbs.slice(i, i + 2));
  return (
    <table className="tcm-herb-pairs" data-testid="herb-pairs">
      <thead>
        <tr>
          <th scope="col">序号</th>
          <th scope="col">药材</th>
          <th scope="col">克数</th>
          <th scope="col">序号</th>
          <th scope="col">药材</th>
          <th scope="col">克数</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((pair, r) => (
          <tr key={pair[0].index}>
            <HerbCells line={pair[0]} no={r * 2 + 1} props={props} />
            {pair[1] ? <HerbCells line={pair[1]} no={r * 2 + 2} props={props} /> : <td colSpan={3} />}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
