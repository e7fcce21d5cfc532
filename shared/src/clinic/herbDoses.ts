/**
 * The daily dose of every herb the portal prescribes, from 《中华人民共和国药典》2020年版一部 (each
 * monograph's 【用法与用量】, grams of 饮片 a day, the decoction dose), with the 药典's toxicity label
 * (【性味与归经】 大毒 / 有毒 / 小毒). Five herbs of the table are not in the 药典 (六神曲, 龙骨, 茯神,
 * 粳米, 浮小麦): they carry the usual textbook dose and are marked 常用量, so their message does not
 * claim the 药典. One rule for the self-composed page, the 修改重量 dialog and the API alike:
 * spec 2's integer 1-999 g first, then the herb's range. Kept small (a name and two numbers a herb)
 * because the clinic pages load it with @tcm/shared/clinic.
 */

export type Toxicity = '大毒' | '有毒' | '小毒';

/** [name, min g, max g, the 药典's toxicity label, or 常用量 for a herb the 药典 does not list] */
type DoseRow = readonly [string, number, number, (Toxicity | '常用量')?];

const ROWS: readonly DoseRow[] = [
  ['麻黄', 2, 10],
  ['桂枝', 3, 10],
  ['紫苏叶', 5, 10],
  ['生姜', 3, 10],
  ['荆芥', 5, 10],
  ['防风', 5, 10],
  ['羌活', 3, 10],
  ['白芷', 3, 10],
  ['细辛', 1, 3],
  ['藁本', 3, 10],
  ['辛夷', 3, 10],
  ['苍耳子', 3, 10, '有毒'],
  ['薄荷', 3, 6],
  ['牛蒡子', 6, 12],
  ['蝉蜕', 3, 6],
  ['桑叶', 5, 10],
  ['菊花', 5, 10],
  ['葛根', 10, 15],
  ['柴胡', 3, 10],
  ['升麻', 3, 10],
  ['蔓荆子', 5, 10],
  ['淡豆豉', 6, 12],
  ['石膏', 15, 60],
  ['知母', 6, 12],
  ['天花粉', 10, 15],
  ['芦根', 15, 30],
  ['栀子', 6, 10],
  ['夏枯草', 9, 15],
  ['淡竹叶', 6, 10],
  ['决明子', 9, 15],
  ['黄芩', 3, 10],
  ['黄连', 2, 5],
  ['黄柏', 3, 12],
  ['龙胆', 3, 6],
  ['苦参', 4.5, 9],
  ['秦皮', 6, 12],
  ['金银花', 6, 15],
  ['连翘', 6, 15],
  ['蒲公英', 10, 15],
  ['板蓝根', 9, 15],
  ['鱼腥草', 15, 25],
  ['白头翁', 9, 15],
  ['射干', 3, 10],
  ['野菊花', 9, 15],
  ['土茯苓', 15, 60],
  ['生地黄', 10, 15],
  ['玄参', 9, 15],
  ['牡丹皮', 6, 12],
  ['赤芍', 6, 12],
  ['紫草', 5, 10],
  ['水牛角', 15, 30],
  ['青蒿', 6, 12],
  ['地骨皮', 9, 15],
  ['白薇', 5, 10],
  ['银柴胡', 3, 10],
  ['大黄', 3, 15],
  ['芒硝', 6, 12],
  ['番泻叶', 2, 6],
  ['火麻仁', 10, 15],
  ['郁李仁', 6, 10],
  ['独活', 3, 10],
  ['威灵仙', 6, 10],
  ['秦艽', 3, 10],
  ['防己', 5, 10],
  ['桑寄生', 9, 15],
  ['五加皮', 5, 10],
  ['木瓜', 6, 9],
  ['桑枝', 9, 15],
  ['豨莶草', 9, 12],
  ['油松节', 9, 15],
  ['广藿香', 3, 10],
  ['佩兰', 3, 10],
  ['苍术', 3, 9],
  ['厚朴', 3, 10],
  ['砂仁', 3, 6],
  ['豆蔻', 3, 6],
  ['草果', 3, 6],
  ['茯苓', 10, 15],
  ['猪苓', 6, 12],
  ['泽泻', 6, 10],
  ['薏苡仁', 9, 30],
  ['车前子', 9, 15],
  ['滑石', 10, 20],
  ['通草', 3, 5],
  ['茵陈', 6, 15],
  ['金钱草', 15, 60],
  ['粉萆薢', 9, 15],
  ['附子', 3, 15, '有毒'],
  ['干姜', 3, 10],
  ['肉桂', 1, 5],
  ['吴茱萸', 2, 5, '小毒'],
  ['小茴香', 3, 6],
  ['丁香', 1, 3],
  ['高良姜', 3, 6],
  ['花椒', 3, 6],
  ['陈皮', 3, 10],
  ['青皮', 3, 10],
  ['枳实', 3, 10],
  ['枳壳', 3, 10],
  ['木香', 3, 6],
  ['香附', 6, 10],
  ['川楝子', 5, 10, '小毒'],
  ['乌药', 6, 10],
  ['佛手', 3, 10],
  ['薤白', 5, 10],
  ['檀香', 2, 5],
  ['降香', 9, 15],
  ['山楂', 9, 12],
  ['六神曲', 6, 15, '常用量'],
  ['麦芽', 10, 15],
  ['稻芽', 9, 15],
  ['莱菔子', 5, 12],
  ['鸡内金', 3, 10],
  ['小蓟', 5, 12],
  ['地榆', 9, 15],
  ['白茅根', 9, 30],
  ['三七', 3, 9],
  ['蒲黄', 5, 10],
  ['白及', 6, 15],
  ['仙鹤草', 6, 12],
  ['艾叶', 3, 9, '小毒'],
  ['侧柏叶', 6, 12],
  ['茜草', 6, 10],
  ['川芎', 3, 10],
  ['延胡索', 3, 10],
  ['郁金', 3, 10],
  ['姜黄', 3, 10],
  ['乳香', 3, 5],
  ['没药', 3, 5],
  ['丹参', 10, 15],
  ['红花', 3, 10],
  ['桃仁', 5, 10],
  ['益母草', 9, 30],
  ['牛膝', 5, 12],
  ['鸡血藤', 9, 15],
  ['王不留行', 5, 10],
  ['三棱', 5, 10],
  ['莪术', 6, 9],
  ['水蛭', 1, 3, '小毒'],
  ['半夏', 3, 9, '有毒'],
  ['芥子', 3, 9],
  ['旋覆花', 3, 9],
  ['白前', 3, 10],
  ['川贝母', 3, 10],
  ['浙贝母', 5, 10],
  ['瓜蒌', 9, 15],
  ['竹茹', 5, 10],
  ['桔梗', 3, 10],
  ['前胡', 3, 10],
  ['海藻', 6, 12],
  ['昆布', 6, 12],
  ['苦杏仁', 5, 10, '小毒'],
  ['紫苏子', 3, 10],
  ['百部', 3, 9],
  ['紫菀', 5, 10],
  ['款冬花', 5, 10],
  ['桑白皮', 6, 12],
  ['葶苈子', 3, 10],
  ['枇杷叶', 6, 10],
  ['钟乳石', 3, 9],
  ['龙骨', 15, 30, '常用量'],
  ['磁石', 9, 30],
  ['酸枣仁', 10, 15],
  ['柏子仁', 3, 10],
  ['远志', 3, 10],
  ['合欢皮', 6, 12],
  ['首乌藤', 9, 15],
  ['茯神', 9, 15, '常用量'],
  ['石决明', 6, 20],
  ['牡蛎', 9, 30],
  ['赭石', 9, 30],
  ['珍珠母', 10, 25],
  ['天麻', 3, 10],
  ['钩藤', 3, 12],
  ['地龙', 5, 10],
  ['僵蚕', 5, 10],
  ['蒺藜', 6, 10, '小毒'],
  ['石菖蒲', 3, 10],
  ['人参', 3, 9],
  ['党参', 9, 30],
  ['西洋参', 3, 6],
  ['太子参', 9, 30],
  ['黄芪', 9, 30],
  ['白术', 6, 12],
  ['山药', 15, 30],
  ['白扁豆', 9, 15],
  ['甘草', 2, 10],
  ['炙甘草', 2, 10],
  ['大枣', 6, 15],
  ['粳米', 9, 30, '常用量'],
  ['淫羊藿', 6, 10],
  ['巴戟天', 3, 10],
  ['杜仲', 6, 10],
  ['续断', 9, 15],
  ['肉苁蓉', 6, 10],
  ['补骨脂', 6, 10],
  ['益智', 3, 10],
  ['菟丝子', 6, 12],
  ['沙苑子', 9, 15],
  ['鹿角', 6, 15],
  ['鹿茸', 1, 2],
  ['当归', 6, 12],
  ['熟地黄', 9, 15],
  ['白芍', 6, 15],
  ['阿胶', 3, 9],
  ['制何首乌', 6, 12],
  ['龙眼肉', 9, 15],
  ['北沙参', 5, 12],
  ['南沙参', 9, 15],
  ['麦冬', 6, 12],
  ['天冬', 6, 12],
  ['石斛', 6, 12],
  ['玉竹', 6, 12],
  ['黄精', 9, 15],
  ['枸杞子', 6, 12],
  ['百合', 6, 12],
  ['女贞子', 6, 12],
  ['墨旱莲', 6, 12],
  ['龟甲', 9, 24],
  ['鳖甲', 9, 24],
  ['五味子', 2, 6],
  ['乌梅', 6, 12],
  ['山茱萸', 6, 12],
  ['诃子', 3, 10],
  ['肉豆蔻', 3, 10],
  ['莲子', 6, 15],
  ['芡实', 9, 15],
  ['金樱子', 6, 12],
  ['覆盆子', 6, 12],
  ['麻黄根', 3, 9],
  ['浮小麦', 15, 30, '常用量'],
  ['赤石脂', 9, 12],
  ['海螵蛸', 5, 10],
];

export interface DoseRange {
  min: number;
  max: number;
  /** false for the herbs outside the 药典 (their usual dose). */
  pharmacopoeia: boolean;
  toxicity: Toxicity | null;
}

const BY_NAME: ReadonlyMap<string, DoseRange> = new Map(
  ROWS.map(([name, min, max, mark]) => [name, { min, max, pharmacopoeia: mark !== '常用量', toxicity: mark && mark !== '常用量' ? mark : null }]),
);

/** Every herb with a dose range, in the herb table's order. */
export const DOSED_HERBS: readonly string[] = ROWS.map(([name]) => name);

export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 999;

/** The 修改重量 dialog's words (spec 2 §5), the API's as well. */
export const WEIGHT_MSG = {
  empty: '请输入药材重量',
  invalid: `药材重量必须是${WEIGHT_MIN}-${WEIGHT_MAX}之间的整数`,
} as const;

/** The daily dose range of a herb, or undefined for a name outside the table. */
export const doseRange = (name: string): DoseRange | undefined => BY_NAME.get(name);

/** The 药典's toxicity label of a herb (大毒, 有毒, 小毒), or null. */
export const herbToxicity = (name: string): Toxicity | null => BY_NAME.get(name)?.toxicity ?? null;

/** 1～3g, 4.5～9g */
export const rangeText = (r: Pick<DoseRange, 'min' | 'max'>) => `${r.min}～${r.max}g`;

/** e.g. 细辛的用量超出药典范围（1～3g）, 龙骨的用量超出常用量范围（15～30g）. */
export const outOfRangeMessage = (name: string, r: DoseRange) => `${name}的用量超出${r.pharmacopoeia ? '药典' : '常用量'}范围（${rangeText(r)}）`;

/**
 * Why `grams` a day of `name` may not be given, or null. Spec 2's outer bound first (an integer of
 * 1-999 g: 药材重量必须是1-999之间的整数), then the herb's range (细辛的用量超出药典范围（1～3g）). A name
 * outside the table has no range: the caller refuses it as an unknown herb.
 */
export function doseProblem(name: string, grams: number): string | null {
  if (!Number.isInteger(grams) || grams < WEIGHT_MIN || grams > WEIGHT_MAX) return WEIGHT_MSG.invalid;
  const range = BY_NAME.get(name);
  if (range && (grams < range.min || grams > range.max)) return outOfRangeMessage(name, range);
  return null;
}
