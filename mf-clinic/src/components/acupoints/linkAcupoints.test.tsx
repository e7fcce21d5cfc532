import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAcupointIndex, COMMON_WORD_NAMES, linkAcupoints, splitAcupoints, type TextPiece } from './linkAcupoints';
import { ALL_POINT_NAMES, WHO_POINT_NAMES } from './whoPointNames.fixture';

const INDEX = buildAcupointIndex(ALL_POINT_NAMES);
const split = (text: string) => splitAcupoints(text, INDEX);
const linked = (text: string) => split(text).flatMap((p) => ('acupoint' in p ? [p.acupoint] : []));
/** The pieces joined back: nothing of the text is lost or doubled. */
const rejoin = (pieces: TextPiece[]) => pieces.map((p) => ('text' in p ? p.text : p.acupoint)).join('');

describe('the acupoint linker', () => {
  it('has the 361 WHO points to work with', () => {
    expect(ALL_POINT_NAMES).toHaveLength(361);
    expect(new Set(ALL_POINT_NAMES).size).toBe(361);
    expect(WHO_POINT_NAMES.ST).toHaveLength(45);
    expect(WHO_POINT_NAMES.BL).toHaveLength(67);
  });

  it('links every one of the 361 names in a list, each exactly once and whole', () => {
    const text = `取穴：${ALL_POINT_NAMES.join('、')}。`;
    expect(linked(text)).toEqual(ALL_POINT_NAMES);
    expect(rejoin(split(text))).toBe(text);
  });

  it('links every name in a treatment sentence too, and before 穴', () => {
    for (const name of ALL_POINT_NAMES) {
      expect(linked(`针${name}穴，留针20分钟`)).toEqual([name]);
      expect(linked(`${name}：`)).toEqual([name]);
    }
  });

  it('takes the longest name at a position: 关元俞 over 关元, 气海俞 over 气海', () => {
    expect(split('关元俞、关元')).toEqual([{ acupoint: '关元俞' }, { text: '、' }, { acupoint: '关元' }]);
    expect(linked('灸气海俞与气海')).toEqual(['气海俞', '气海']);
  });

  it('never finds a name inside a longer one: 阴交 in 三阴交, the 临泣 and 窍阴 pairs', () => {
    expect(linked('三阴交')).toEqual(['三阴交']);
    expect(linked('膝阳关、腰阳关')).toEqual(['膝阳关', '腰阳关']);
    expect(linked('足临泣、头临泣、足窍阴、头窍阴')).toEqual(['足临泣', '头临泣', '足窍阴', '头窍阴']);
    // Each of the 361 alone is itself, never a shorter name found inside it (阴交 in 三阴交, 中冲 in 天冲 …).
    for (const name of ALL_POINT_NAMES) expect(linked(name)).toEqual([name]);
  });

  it('tells lookalikes apart character by character: 内关 and 外关, 足三里 and 手三里, 阴陵泉 and 阳陵泉', () => {
    expect(linked('内关配外关')).toEqual(['内关', '外关']);
    expect(linked('足三里、手三里、足五里、手五里')).toEqual(['足三里', '手三里', '足五里', '手五里']);
    expect(linked('阴陵泉透阳陵泉')).toEqual(['阴陵泉', '阳陵泉']);
    expect(linked('三里穴')).toEqual([]);
  });

  it('links 百会 in 百会穴位组合 and leaves 穴位组合 as text', () => {
    expect(split('百会穴位组合')).toEqual([{ acupoint: '百会' }, { text: '穴位组合' }]);
  });

  it('keeps everyday words as text in prose, and links them where they stand as points', () => {
    expect(linked('气血归来，光明磊落，水道不利，日月如梭，颐养老人，晚饭后关门')).toEqual([]);
    expect(linked('命门火衰，带脉失约')).toEqual([]);
    expect(linked('取穴：归来、光明、水道；日月、养老。')).toEqual(['归来', '光明', '水道', '日月', '养老']);
    expect(linked('灸命门，按揉光明穴，归来配气海')).toEqual(['命门', '光明', '归来', '气海']);
    expect(linked('水道')).toEqual(['水道']);
    for (const name of COMMON_WORD_NAMES) expect(ALL_POINT_NAMES).toContain(name);
  });

  it('links what is asked only: names outside the index stay text, one-character names are ignored', () => {
    const index = buildAcupointIndex(['内关', '足三里', '井', ' ']);
    expect(splitAcupoints('内关、外关、足三里、天井', index)).toEqual([{ acupoint: '内关' }, { text: '、外关、' }, { acupoint: '足三里' }, { text: '、天井' }]);
    expect(splitAcupoints('', index)).toEqual([]);
    expect(splitAcupoints('无穴位', buildAcupointIndex([]))).toEqual([{ text: '无穴位' }]);
  });

  it('renders React elements: text stays text (no HTML), each point a button that names itself', async () => {
    const opened: string[] = [];
    const text = '<b>取</b>内关、足三里';
    render(<p>{linkAcupoints(text, INDEX, (name) => opened.push(name))}</p>);
    expect(screen.getByText(/<b>取<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['内关', '足三里']);
    expect(buttons[0]).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: '穴位 足三里' }));
    expect(opened).toEqual(['足三里']);
  });
});
