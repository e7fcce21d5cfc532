import type { SixQi } from '../engine/wuyunliuqi';
import type { Element } from './yunqi';

/**
 * The facts the services choose from. Points by WHO code (their location and needling are in
 * acupointData.ts); herbs by their 中国药典 names and daily doses in grams within the 药典 range;
 * 中成药 by their 药典 / 部颁标准 names with the 功能主治 of their standard; foods from the
 * 国家卫生健康委员会 list of 按照传统既是食品又是中药材的物质 (药食同源目录, 2002 list and the 2019/2023
 * additions: 当归, 党参, 黄芪, 山茱萸…).
 */

/** 俞原配穴 of the weak 脏: its 原穴 and its 背俞穴 (《灵枢·九针十二原》 五脏有疾当取之十二原). */
export const ORGAN_POINTS: Record<Element, { yuan: string; shu: string }> = {
  木: { yuan: 'LR3', shu: 'BL18' },
  火: { yuan: 'HT7', shu: 'BL15' },
  土: { yuan: 'SP3', shu: 'BL20' },
  金: { yuan: 'LU9', shu: 'BL13' },
  水: { yuan: 'KI3', shu: 'BL23' },
};

/** 合穴 of the 脏 the year's 岁运 puts at risk (合治内府, 护其所伤). */
export const HE_POINTS: Record<Element, string> = { 木: 'LR8', 火: 'HT3', 土: 'SP9', 金: 'LU5', 水: 'KI10' };

/** Points for the season's 客气, with the way to treat it. */
export const QI_POINTS: Record<SixQi, { points: string[]; method: string }> = {
  厥阴风木: { points: ['GB20', 'LR3', 'PC6'], method: '平肝息风，平补平泻' },
  少阴君火: { points: ['HT7', 'PC6', 'KI6'], method: '清心安神，平补平泻' },
  太阴湿土: { points: ['SP9', 'ST36', 'ST40'], method: '健脾化湿，平补平泻，可加灸' },
  少阳相火: { points: ['TE5', 'GB34', 'LI11'], method: '清泄少阳，用泻法' },
  阳明燥金: { points: ['LU5', 'KI6', 'LI4'], method: '润燥清金，平补平泻' },
  太阳寒水: { points: ['GV14', 'CV4', 'BL23'], method: '温阳散寒，用补法，宜温针灸或艾灸' },
};

/** Points for everyday care, added when there is room. */
export const CARE_POINTS = ['ST36', 'CV6'];

/**
 * Points not needled or pressed for a woman who may be pregnant (孕妇禁针: 合谷, 三阴交, 肩井, 昆仑,
 * 至阴, 腰骶部 and 下腹部): without a questionnaire the services do not know, so they leave them out
 * for women of 14 to 49.
 */
export const PREGNANCY_CAUTION_POINTS = new Set(['LI4', 'SP6', 'GB21', 'BL60', 'BL67', 'BL32', 'CV3', 'CV4', 'CV6', 'ST25', 'GV4']);

/** How each 脏's channel runs (《灵枢·经脉》), for pushing along it: 顺经为补. */
export const CHANNEL_COURSE: Record<string, string> = {
  足厥阴肝经: '起于足大趾外侧（大敦），沿足背、小腿及大腿内侧上行，至胁肋（期门）',
  手少阴心经: '起于腋窝（极泉），沿上臂、前臂内侧后缘下行，至小指桡侧（少冲）',
  足太阴脾经: '起于足大趾内侧（隐白），沿小腿、大腿内侧前缘上行，经腹至侧胸（大包）',
  手太阴肺经: '起于胸前外上方（中府），沿上臂、前臂内侧前缘下行，至拇指桡侧（少商）',
  足少阴肾经: '起于足心（涌泉），绕内踝，沿小腿、大腿内侧后缘上行，经腹至锁骨下（俞府）',
  手厥阴心包经: '起于乳旁（天池），沿上臂、前臂内侧正中下行，至中指端（中冲）',
  手少阳三焦经: '起于无名指端（关冲），沿前臂、上臂外侧正中上行，至眉梢（丝竹空）',
  足少阳胆经: '起于目外眦（瞳子髎），绕头侧，沿身侧、大腿及小腿外侧下行，至第4趾（足窍阴）',
  手阳明大肠经: '起于食指端（商阳），沿前臂、上臂外侧前缘上行，至鼻旁（迎香）',
  足阳明胃经: '起于目下（承泣），经面、胸腹，沿大腿、小腿前外侧下行，至第2趾（厉兑）',
  足太阳膀胱经: '起于目内眦（睛明），上头，沿背脊两侧下行，经大腿、小腿后侧至小趾（至阴）',
  手太阳小肠经: '起于小指端（少泽），沿前臂、上臂外侧后缘上行，绕肩胛，至耳前（听宫）',
};

export type Dose = [herb: string, grams: number];

/** 代茶饮 for the season's 客气 (grams a day). */
export const QI_TEA: Record<SixQi, { herbs: Dose[]; effect: string }> = {
  厥阴风木: {
    herbs: [
      ['菊花', 5],
      ['桑叶', 5],
    ],
    effect: '疏风清肝，清利头目',
  },
  少阴君火: {
    herbs: [
      ['淡竹叶', 6],
      ['麦冬', 6],
    ],
    effect: '清心除烦，养阴生津',
  },
  少阳相火: {
    herbs: [
      ['金银花', 6],
      ['菊花', 5],
    ],
    effect: '清热泻火，解毒利咽',
  },
  太阴湿土: {
    herbs: [
      ['陈皮', 5],
      ['茯苓', 10],
    ],
    effect: '理气健脾，化湿和中',
  },
  阳明燥金: {
    herbs: [
      ['麦冬', 6],
      ['百合', 6],
    ],
    effect: '润燥养阴，清肺生津',
  },
  太阳寒水: {
    herbs: [
      ['生姜', 5],
      ['大枣', 9],
    ],
    effect: '温中散寒，调和营卫',
  },
};

/** 代茶饮 for the weak 脏 of the constitution (grams a day). */
export const ORGAN_TEA: Record<Element, { herbs: Dose[]; effect: string }> = {
  木: { herbs: [['枸杞子', 6]], effect: '滋补肝肾，养肝明目' },
  火: { herbs: [['龙眼肉', 9]], effect: '补益心脾，养血安神' },
  土: { herbs: [['山药', 15]], effect: '健脾益气，补而不燥' },
  金: { herbs: [['玉竹', 6]], effect: '养阴润肺，生津止渴' },
  水: { herbs: [['黄精', 9]], effect: '补肾益精，健脾润肺' },
};

export interface PatentMedicine {
  name: string;
  /** 功能主治 of its standard. */
  indication: string;
  caution?: string;
}

const m = (name: string, indication: string, caution?: string): PatentMedicine => ({ name, indication, ...(caution ? { caution } : {}) });

/** 中成药 for the season's 客气. */
export const QI_MEDICINE: Record<SixQi, PatentMedicine> = {
  厥阴风木: m('逍遥丸', '疏肝健脾，养血调经。用于肝郁脾虚所致的郁闷不舒、胸胁胀痛、头晕目眩、食欲减退、月经不调'),
  少阴君火: m('天王补心丸', '滋阴养血，补心安神。用于心阴不足，心悸健忘，失眠多梦，大便干燥'),
  少阳相火: m(
    '黄连上清丸',
    '散风清热，泻火止痛。用于风热上攻、肺胃热盛所致的头晕目眩、暴发火眼、牙齿疼痛、口舌生疮、咽喉肿痛、大便秘结、小便短赤',
    '孕妇慎用；脾胃虚寒者禁用',
  ),
  太阴湿土: m('藿香正气口服液', '解表化湿，理气和中。用于外感风寒、内伤湿滞或夏伤暑湿所致的感冒，症见头痛昏重、胸膈痞闷、脘腹胀痛、呕吐泄泻'),
  阳明燥金: m('养阴清肺丸', '养阴润燥，清肺利咽。用于阴虚肺燥，咽喉干痛，干咳少痰或痰中带血'),
  太阳寒水: m('附子理中丸', '温中健脾。用于脾胃虚寒，脘腹冷痛，呕吐泄泻，手足不温', '孕妇慎用；含附子，不宜过量、久服'),
};

/** 中成药 for the weak 脏 of the constitution; 水 in a cold-leaning constitution takes 金匮肾气丸. */
export const ORGAN_MEDICINE: Record<Element, PatentMedicine> = {
  木: m('杞菊地黄丸', '滋肾养肝。用于肝肾阴亏，眩晕耳鸣，羞明畏光，迎风流泪，视物昏花'),
  火: m('柏子养心丸', '补气，养血，安神。用于心气虚寒，心悸易惊，失眠多梦，健忘'),
  土: m('参苓白术散', '补脾胃，益肺气。用于脾胃虚弱，食少便溏，气短咳嗽，肢倦乏力'),
  金: m('玉屏风颗粒', '益气，固表，止汗。用于表虚不固，自汗恶风，面色㿠白，或体虚易感风邪者'),
  水: m('六味地黄丸', '滋阴补肾。用于肾阴亏损，头晕耳鸣，腰膝酸软，骨蒸潮热，盗汗遗精，消渴'),
};
export const COLD_KIDNEY_MEDICINE = m('金匮肾气丸', '温补肾阳，化气行水。用于肾虚水肿，腰膝酸软，小便不利，畏寒肢冷', '孕妇忌服；含附子，不宜过量、久服');

export interface Recipe {
  name: string;
  /** What goes in, with amounts. */
  recipe: string;
  method: string;
  effect: string;
}

const r = (name: string, recipe: string, method: string, effect: string): Recipe => ({ name, recipe, method, effect });

/** 药食同源 food for the season's 客气. */
export const QI_FOOD: Record<SixQi, Recipe> = {
  厥阴风木: r('菊花枸杞粥', '菊花10g、枸杞子15g、粳米100g', '粳米煮粥将熟时下枸杞子，再煮5分钟，菊花另以沸水泡后取汁兑入', '清肝明目，平抑肝阳'),
  少阴君火: r('莲子百合粥', '莲子20g、百合20g、粳米100g', '莲子、百合与粳米同煮成粥', '清心安神，养阴润燥'),
  少阳相火: r('荷叶绿豆汤', '荷叶1张（干品10g）、绿豆50g', '绿豆煮至开花，下荷叶再煮10分钟，去荷叶饮汤食豆', '清热解暑，利湿'),
  太阴湿土: r('赤小豆薏苡仁汤', '赤小豆30g、薏苡仁30g、茯苓15g', '先浸泡2小时，同煮至烂熟', '健脾利湿，消肿'),
  阳明燥金: r('百合玉竹银耳羹', '百合15g、玉竹10g、银耳10g、蜂蜜适量', '银耳泡发后与百合、玉竹同炖1小时，温后调入蜂蜜', '滋阴润燥，养肺生津'),
  太阳寒水: r('当归生姜羊肉汤（《金匮要略》）', '当归10g、生姜15g、羊肉250g', '羊肉焯水后与当归、生姜同炖至烂熟，食肉喝汤', '温中补血，散寒止痛'),
};

/** 药食同源 food for the weak 脏 of the constitution. */
export const ORGAN_FOOD: Record<Element, Recipe> = {
  木: r('枸杞桑椹粥', '枸杞子15g、桑椹15g、粳米100g', '同煮成粥', '滋补肝肾，养血明目'),
  火: r('龙眼莲子粥', '龙眼肉15g、莲子15g、大枣5枚、粳米100g', '同煮成粥', '养心安神，补益心脾'),
  土: r('山药芡实粥', '山药30g、芡实15g、白扁豆15g、粳米100g', '芡实、白扁豆先煮半小时，再下山药、粳米煮成粥', '健脾益气，祛湿止泻'),
  金: r('百合杏仁粥', '百合20g、甜杏仁10g、粳米100g', '同煮成粥', '润肺止咳，养阴清心'),
  水: r('黑芝麻山药糊', '黑芝麻20g、山药30g、核桃仁15g', '黑芝麻、核桃仁炒香研末，与山药同煮成糊', '补肾填精，润肠通便'),
};

/** 三因司天方 加减 by step (《三因极一病证方论》卷五, 六气时行民病证治), grams for the added herbs. */
export interface StepModification {
  add: Dose[];
  remove: string[];
}

const mod = (add: Dose[] = [], remove: string[] = []): StepModification => ({ add, remove });
const AS_IS = mod();

/** Keyed by the 司天 branch pair (QI_FORMULAS of the engine), then by step 0-5 (初之气 … 终之气). */
export const STEP_MODIFICATIONS: Record<string, StepModification[]> = {
  // 正阳汤
  子午: [
    mod([
      ['苦杏仁', 9],
      ['升麻', 6],
    ]),
    mod([
      ['茯苓', 12],
      ['车前子', 9],
    ]),
    mod([
      ['苦杏仁', 9],
      ['火麻仁', 10],
    ]),
    mod([
      ['荆芥', 6],
      ['茵陈', 9],
    ]),
    AS_IS,
    mod([['紫苏子', 6]]),
  ],
  // 备化汤
  丑未: [
    AS_IS,
    mod(
      [
        ['天麻', 9],
        ['防风', 6],
      ],
      ['附子'],
    ),
    mod([['泽泻', 9]]),
    AS_IS,
    AS_IS,
    AS_IS,
  ],
  // 升明汤
  寅申: [
    mod([
      ['白薇', 6],
      ['玄参', 9],
    ]),
    mod([['丁香', 3]]),
    mod([
      ['漏芦', 6],
      ['升麻', 6],
      ['赤芍', 9],
    ]),
    mod([['茯苓', 12]]),
    AS_IS,
    mod([['五味子', 6]]),
  ],
  // 审平汤
  卯酉: [
    mod([
      ['茯苓', 12],
      ['半夏', 9],
      ['紫苏叶', 6],
      ['生姜', 6],
    ]),
    mod([
      ['玄参', 9],
      ['白薇', 6],
    ]),
    mod(
      [
        ['丹参', 10],
        ['泽泻', 9],
      ],
      ['远志', '山茱萸', '白术'],
    ),
    mod(
      [
        ['酸枣仁', 12],
        ['车前子', 9],
      ],
      ['远志', '白术'],
    ),
    AS_IS,
    AS_IS,
  ],
  // 静顺汤
  辰戌: [
    mod([['枸杞子', 9]], ['附子']),
    mod([['枸杞子', 9]]),
    mod(
      [
        ['人参', 6],
        ['枸杞子', 9],
        ['地榆', 9],
        ['白芷', 6],
        ['生姜', 6],
      ],
      ['附子', '木瓜', '干姜'],
    ),
    mod([['石榴皮', 6]]),
    AS_IS,
    mod(
      [
        ['当归', 9],
        ['白芍', 9],
        ['阿胶', 6],
      ],
      ['牛膝'],
    ),
  ],
  // 敷和汤
  巳亥: [
    mod([['牛蒡子', 9]]),
    mod([
      ['麦冬', 9],
      ['山药', 15],
    ]),
    mod([['紫菀', 9]]),
    mod([
      ['泽泻', 9],
      ['栀子', 6],
    ]),
    AS_IS,
    AS_IS,
  ],
};

/** How some herbs are decocted (先煎, 包煎, 烊化, 后下). */
export const DECOCTION_NOTES: Record<string, string> = {
  附子: '先煎、久煎（30～60分钟），至口尝无麻辣感',
  车前子: '包煎',
  阿胶: '烊化兑服',
  旋覆花: '包煎',
  薄荷: '后下',
  鹿茸: '研末冲服',
};
