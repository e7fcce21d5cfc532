import { checkHerbCombination, conflictsWith, herbConflicts, pregnancyFlag } from '.';

const safe = { pregnant: false };

describe('十八反', () => {
  it.each([
    ['甘草', '海藻'],
    ['炙甘草', '甘遂'],
    ['甘草', '京大戟'],
    ['甘草', '芫花'],
    ['附子', '半夏'],
    ['制川乌', '法半夏'],
    ['草乌', '瓜蒌皮'],
    ['附子', '天花粉'],
    ['川乌', '川贝母'],
    ['附子', '浙贝母'],
    ['附子', '白蔹'],
    ['附子', '白及'],
    ['藜芦', '人参'],
    ['藜芦', '北沙参'],
    ['藜芦', '丹参'],
    ['藜芦', '玄参'],
    ['藜芦', '苦参'],
    ['藜芦', '细辛'],
    ['藜芦', '白芍'],
    ['藜芦', '赤芍'],
  ])('%s and %s are refused, whatever their order', (a, b) => {
    expect(checkHerbCombination([a, '大枣', b], safe)).toBe(`${a}与${b}属十八反，不可同用`);
    expect(checkHerbCombination([b, a], safe)).toBe(`${a}与${b}属十八反，不可同用`);
  });
});

describe('十九畏', () => {
  it.each([
    ['硫黄', '芒硝'],
    ['水银', '砒霜'],
    ['狼毒', '密陀僧'],
    ['巴豆', '牵牛子'],
    ['丁香', '郁金'],
    ['川乌', '水牛角'],
    ['芒硝', '三棱'],
    ['肉桂', '赤石脂'],
    ['人参', '五灵脂'],
  ])('%s and %s are refused', (a, b) => {
    expect(checkHerbCombination([a, b], safe)).toBe(`${a}与${b}属十九畏，不可同用`);
  });
});

describe('herb combinations that are allowed', () => {
  it('a classical formula without a pair passes', () => {
    expect(checkHerbCombination(['桂枝', '白芍', '生姜', '大枣', '炙甘草'], safe)).toBeNull();
    expect(checkHerbCombination(['柴胡', '黄芩', '人参', '半夏', '炙甘草', '生姜', '大枣'], safe)).toBeNull();
    expect(checkHerbCombination([], safe)).toBeNull();
  });

  it('lists every pair once and names the partners of a candidate', () => {
    expect(herbConflicts(['附子', '半夏', '川贝母', '半夏'])).toEqual([
      { kind: '十八反', a: '附子', b: '半夏' },
      { kind: '十八反', a: '附子', b: '川贝母' },
    ]);
    expect(conflictsWith('甘草', ['海藻', '芫花', '大枣'])).toEqual(['海藻', '芫花']);
    expect(conflictsWith('大枣', ['海藻'])).toEqual([]);
  });
});

describe('pregnancy', () => {
  it('refuses a forbidden herb for a pregnant patient only, naming every one', () => {
    expect(checkHerbCombination(['三棱', '莪术', '当归'], { pregnant: true })).toBe('孕妇禁用：三棱、莪术');
    expect(checkHerbCombination(['三棱', '莪术', '当归'], safe)).toBeNull();
  });

  it('allows a caution herb but flags it', () => {
    expect(checkHerbCombination(['桃仁', '当归'], { pregnant: true })).toBeNull();
    expect(pregnancyFlag('桃仁')).toBe('caution');
    expect(pregnancyFlag('水蛭')).toBe('forbidden');
    expect(pregnancyFlag('当归')).toBeNull();
  });

  it('reports an incompatible pair before the pregnancy rule', () => {
    expect(checkHerbCombination(['甘草', '甘遂'], { pregnant: true })).toBe('甘草与甘遂属十八反，不可同用');
  });
});
