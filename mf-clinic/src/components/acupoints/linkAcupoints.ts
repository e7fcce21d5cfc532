import { createElement, type ReactNode } from 'react';

/**
 * Finding acupoint names inside a service result's text (spec 3 §2.3), so each can open its detail
 * dialog. Chinese has no spaces between words, so the rules are:
 *
 * 1. Leftmost, then longest: at each position the longest point name that starts there wins and
 *    the scan goes on after it, so 关元俞 is one link (not 关元 + 俞) and 阴交 (CV7) is never found
 *    inside 三阴交 (SP6): a name never links inside another name it overlaps.
 * 2. A name is compared character for character: 内关 never matches 外关, 足三里 never 手三里.
 * 3. Point names that are also everyday words (归来, 养老, 光明, 水道, 日月 …, COMMON_WORD_NAMES)
 *    link only where they stand as a point does in a list or a treatment: after the start of the
 *    line, punctuation, a space, a treatment verb (取 刺 针 灸 按 揉 点) or a joiner (配 与 和 及 或),
 *    and before the end, punctuation, a space, a joiner or 穴 (“归来、气海”, “取养老穴”, “灸命门”,
 *    “归来配气海”); in prose they stay text (“气血归来”, “光明磊落”). Every other name links wherever
 *    it appears, also before 穴 and inside a phrase (“针刺足三里可健脾”; “百会穴位组合” → 百会 links,
 *    穴位组合 stays text: 穴 after a name is the usual way of writing it).
 */

/**
 * WHO point names (of the 361) that are also ordinary words or TCM concepts in running text. Only
 * this list needs the standing-alone rule; it is kept short on purpose (a point name missing here
 * still links, as the spec asks of every point name).
 */
export const COMMON_WORD_NAMES: ReadonlySet<string> = new Set([
  '归来', // ST29, “return”
  '养老', // SI6, “old age care”
  '光明', // GB37, “bright”
  '水道', // ST28, “waterways” (水道不利)
  '日月', // GB24, “sun and moon”
  '关门', // ST22, “close the door”
  '库房', // ST14, “store room”
  '昆仑', // BL60, the mountains
  '水分', // CV9, “water content”
  '命门', // GV4, also 命门之火 (the kidney's fire)
  '带脉', // GB26, also the girdle vessel
  '中枢', // GV7, “centre, hub”
  '神道', // GV11, “way of the gods”
  '灵台', // GV10, “mind” (poetic)
  '华盖', // CV20, also the lung as 华盖
  '天井', // TE10, “courtyard”
  '太乙', // ST23, the deity / 太乙神针
  '人迎', // ST9, also 人迎脉 (pulse site)
  '少商', // LU11, rare as a word, but 少商量 (“less discussion”)
  '通里', // HT5, “throughout the inner”
  '间使', // PC5, as 中间使用
  '中都', // LR6, also city names
  '大都', // SP2, “mostly”
  '支正', // SI7, as 支正常
  '天府', // LU3, 天府之国
  '中府', // LU1, as 宫中府库
  '气舍', // ST11, as 气舍于…
  '会宗', // TE7, as 会宗亲
  '交信', // KI8, as 交信件
  '意舍', // BL49, as 意舍…
  '长强', // GV1, as 增长强壮
  '大巨', // ST27, as 大巨变
  '玉堂', // CV18, a common hall name
  '紫宫', // CV19, the Forbidden Palace
  '神堂', // BL44, “temple”
  '志室', // BL52, as 志室…
  '石门', // CV5, place names
  '气穴', // KI13, “acupoint of qi” in general
  '中庭', // CV16, “courtyard”
]);

/** What may stand next to a point in a list: punctuation, brackets, spaces, digits. */
const BOUNDARY = /[\s\p{P}\p{S}0-9０-９]/u;
/** Verbs a point follows directly in a treatment (取养老, 灸命门, 按揉光明). */
const TREATMENT_VERBS = new Set(['取', '刺', '针', '灸', '按', '揉', '点']);
/** Words that join points in a list (归来配气海, 水道与水分). */
const JOINERS = new Set(['配', '与', '和', '及', '或']);

/** Whether text[start, end) stands as a point would: see rule 3. */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = start === 0 ? '' : text[start - 1];
  const after = end >= text.length ? '' : text[end];
  const leftOk = before === '' || BOUNDARY.test(before) || TREATMENT_VERBS.has(before) || JOINERS.has(before);
  const rightOk = after === '' || BOUNDARY.test(after) || after === '穴' || JOINERS.has(after);
  return leftOk && rightOk;
}

export interface AcupointIndex {
  /** Names by their first character, longest first. */
  byFirst: Map<string, string[]>;
}

/** The lookup the linker scans with; build it once per list of names. */
export function buildAcupointIndex(names: Iterable<string>): AcupointIndex {
  const byFirst = new Map<string, string[]>();
  for (const raw of names) {
    const name = raw.trim();
    if (name.length < 2) continue; // a one-character “name” would link half the text
    const list = byFirst.get(name[0]) ?? [];
    if (!list.includes(name)) list.push(name);
    byFirst.set(name[0], list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return { byFirst };
}

export type TextPiece = { text: string } | { acupoint: string };

/** Splits one line into plain text and acupoint names by the rules above. */
export function splitAcupoints(text: string, index: AcupointIndex): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const candidates = index.byFirst.get(text[i]);
    const found = candidates?.find((name) => text.startsWith(name, i) && (!COMMON_WORD_NAMES.has(name) || standsAlone(text, i, i + name.length)));
    if (!found) {
      i += 1;
      continue;
    }
    if (i > plainFrom) pieces.push({ text: text.slice(plainFrom, i) });
    pieces.push({ acupoint: found });
    i += found.length;
    plainFrom = i;
  }
  if (plainFrom < text.length) pieces.push({ text: text.slice(plainFrom) });
  return pieces;
}

/**
 * One line as React children: text as text (React escapes it), each acupoint a button styled as a
 * link that calls `onOpen` with its name. Never HTML from the server.
 */
export function linkAcupoints(text: string, index: AcupointIndex, onOpen: (name: string) => void): ReactNode[] {
  return splitAcupoints(text, index).map((piece, n) =>
    'text' in piece
      ? piece.text
      : createElement(
          'button',
          {
            key: `${n}-${piece.acupoint}`,
            type: 'button',
            className: 'tcm-acup-link',
            onClick: () => onOpen(piece.acupoint),
            'aria-label': `穴位 ${piece.acupoint}`,
          },
          piece.acupoint,
        ),
  );
}
