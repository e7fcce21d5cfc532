/**
 * Herb safety shared by the engine, the API's replacement check and the replace dialog:
 * the classical incompatibilities 十八反 and 十九畏 and the pregnancy contraindications.
 * Names are the 中国药典 (2020) names; a classical group name (乌头, 贝母, 芍药 …) stands for all
 * the 药典 herbs listed under it, processed forms included.
 */

interface Group {
  /** The classical name, used in messages when the herb itself is not in the list. */
  label: string;
  members: string[];
}

interface Incompatibility {
  kind: '十八反' | '十九畏';
  a: Group;
  b: Group;
}

const g = (label: string, ...members: string[]): Group => ({ label, members: members.length ? members : [label] });

const GANCAO = g('甘草', '甘草', '炙甘草');
const WUTOU = g('乌头', '川乌', '制川乌', '草乌', '制草乌', '附子');
const LILU = g('藜芦');

/** 十八反: 本草名言十八反，半蒌贝蔹及攻乌，藻戟遂芫俱战草，诸参辛芍叛藜芦. */
const EIGHTEEN: Incompatibility[] = [
  ...[g('甘遂'), g('大戟', '京大戟', '红大戟'), g('海藻'), g('芫花')].map((b) => ({ kind: '十八反' as const, a: GANCAO, b })),
  ...[
    g('半夏', '半夏', '法半夏', '姜半夏', '清半夏'),
    g('瓜蒌', '瓜蒌', '全瓜蒌', '瓜蒌皮', '瓜蒌子', '炒瓜蒌子', '天花粉'),
    g('贝母', '川贝母', '浙贝母', '平贝母', '伊贝母', '湖北贝母'),
    g('白蔹'),
    g('白及'),
  ].map((b) => ({ kind: '十八反' as const, a: WUTOU, b })),
  // 党参, 西洋参 and 红参 carry the same 药典 (2020) warning "不宜与藜芦同用" as the classical 诸参.
  ...[g('人参', '人参', '红参', '党参', '西洋参'), g('沙参', '南沙参', '北沙参'), g('丹参'), g('玄参'), g('苦参'), g('细辛'), g('芍药', '白芍', '赤芍')].map(
    (b) => ({ kind: '十八反' as const, a: LILU, b }),
  ),
];

/** 十九畏: 硫黄畏朴硝，水银畏砒霜，狼毒畏密陀僧，巴豆畏牵牛，丁香畏郁金，川乌草乌畏犀角，牙硝畏三棱，官桂畏赤石脂，人参畏五灵脂. */
const NINETEEN: Incompatibility[] = (
  [
    [g('硫黄'), g('朴硝', '朴硝', '芒硝', '玄明粉')],
    [g('水银'), g('砒霜', '砒霜', '砒石')],
    [g('狼毒'), g('密陀僧')],
    [g('巴豆', '巴豆', '巴豆霜'), g('牵牛', '牵牛子')],
    [g('丁香', '丁香', '母丁香'), g('郁金')],
    // 水牛角 stands in for 犀角 today and is kept under its rule, to be safe.
    [g('川乌草乌', '川乌', '制川乌', '草乌', '制草乌'), g('犀角', '犀角', '水牛角')],
    [g('牙硝', '芒硝', '玄明粉', '朴硝'), g('三棱')],
    [g('官桂', '肉桂', '官桂'), g('赤石脂')],
    [g('人参', '人参', '红参'), g('五灵脂')],
  ] as Array<[Group, Group]>
).map(([a, b]) => ({ kind: '十九畏' as const, a, b }));

export const INCOMPATIBILITIES: readonly Incompatibility[] = [...EIGHTEEN, ...NINETEEN];

/** 孕妇禁用 in the 中国药典 (2020) (and the classical poisons that are never given to a pregnant woman). */
export const PREGNANCY_FORBIDDEN: readonly string[] = [
  '三棱',
  '莪术',
  '水蛭',
  '虻虫',
  '土鳖虫',
  '斑蝥',
  '马钱子',
  '巴豆',
  '巴豆霜',
  '牵牛子',
  '商陆',
  '甘遂',
  '京大戟',
  '红大戟',
  '芫花',
  '麝香',
  '轻粉',
  '雄黄',
  '朱砂',
  '天仙子',
  '川乌',
  '草乌',
  '干漆',
  '阿魏',
  '千金子',
  '猪牙皂',
  '全蝎',
  '蜈蚣',
  '丁公藤',
  '闹羊花',
  '两头尖',
  '砒石',
  '砒霜',
  '水银',
  '狼毒',
  '洋金花',
];

/** 孕妇慎用 in the 中国药典 (2020): allowed by the rule set, avoided by the engine, flagged in the UI. */
export const PREGNANCY_CAUTION: readonly string[] = [
  '附子',
  '制川乌',
  '制草乌',
  '大黄',
  '芒硝',
  '玄明粉',
  '枳实',
  '枳壳',
  '桃仁',
  '红花',
  '西红花',
  '牛膝',
  '川牛膝',
  '益母草',
  '肉桂',
  '天南星',
  '制天南星',
  '白附子',
  '番泻叶',
  '芦荟',
  '郁李仁',
  '王不留行',
  '蒲黄',
  '三七',
  '冰片',
  '苏木',
  '姜黄',
  '片姜黄',
  '乳香',
  '没药',
  '瞿麦',
  '通草',
  '赭石',
  '硫黄',
  '虎杖',
  '薏苡仁',
  '天花粉',
  '木鳖子',
  '常山',
  '凌霄花',
  '急性子',
  '牡丹皮',
  '卷柏',
  '漏芦',
  '禹余粮',
  '蟾酥',
  '穿山甲',
  '五灵脂',
  '皂角刺',
];

export type PregnancyFlag = 'forbidden' | 'caution' | null;

export function pregnancyFlag(name: string): PregnancyFlag {
  if (PREGNANCY_FORBIDDEN.includes(name)) return 'forbidden';
  if (PREGNANCY_CAUTION.includes(name)) return 'caution';
  return null;
}

export interface HerbConflict {
  kind: '十八反' | '十九畏';
  a: string;
  b: string;
}

/** Every incompatible pair among the names, each pair once, in the order of the rule table. */
export function herbConflicts(herbNames: readonly string[]): HerbConflict[] {
  const names = [...new Set(herbNames)];
  const out: HerbConflict[] = [];
  const seen = new Set<string>();
  for (const rule of INCOMPATIBILITIES) {
    for (const a of names.filter((n) => rule.a.members.includes(n))) {
      for (const b of names.filter((n) => rule.b.members.includes(n))) {
        if (a === b) continue;
        const id = `${a}|${b}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({ kind: rule.kind, a, b });
      }
    }
  }
  return out;
}

/** The herbs among `herbNames` with which `candidate` would form a 十八反 or 十九畏 pair. */
export function conflictsWith(candidate: string, herbNames: readonly string[]): string[] {
  return herbConflicts([candidate, ...herbNames.filter((n) => n !== candidate)])
    .filter((c) => c.a === candidate || c.b === candidate)
    .map((c) => (c.a === candidate ? c.b : c.a));
}

/**
 * null when the herbs may be given together, else the reason in Chinese, e.g.
 * 甘草与海藻属十八反，不可同用 / 丁香与郁金属十九畏，不可同用 / 孕妇禁用：三棱、莪术.
 */
export function checkHerbCombination(herbNames: readonly string[], opts: { pregnant: boolean }): string | null {
  const conflicts = herbConflicts(herbNames);
  if (conflicts.length > 0) {
    const c = conflicts[0];
    return `${c.a}与${c.b}属${c.kind}，不可同用`;
  }
  if (opts.pregnant) {
    const forbidden = [...new Set(herbNames)].filter((n) => pregnancyFlag(n) === 'forbidden');
    if (forbidden.length > 0) return `孕妇禁用：${forbidden.join('、')}`;
  }
  return null;
}
