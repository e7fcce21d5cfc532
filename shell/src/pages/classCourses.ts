/**
 * The learning hall's fixed course list (spec 1 §2.4). The course call exists in the contract but the
 * page does not make it on creation, so this list is what visitors see.
 */
export const COURSES: readonly { title: string; teacher: string; lessons: number }[] = [
  { title: '《黄帝内经》养生智慧精讲', teacher: '国医讲堂', lessons: 24 },
  { title: '《伤寒论》六经辨证入门', teacher: '经方研习社', lessons: 32 },
  { title: '中医诊断学：望闻问切四诊合参', teacher: '临床诊断教研组', lessons: 18 },
  { title: '中药学基础：常用中药三百味', teacher: '本草教研组', lessons: 30 },
  { title: '方剂学：经典名方配伍与应用', teacher: '方剂教研组', lessons: 28 },
  { title: '针灸学：十四经脉与常用腧穴', teacher: '针灸推拿教研组', lessons: 26 },
  { title: '五运六气与节气养生', teacher: '运气学说研究室', lessons: 12 },
  { title: '中医体质辨识与调理', teacher: '治未病中心', lessons: 16 },
  { title: '药食同源：四季药膳食疗', teacher: '食疗养生教研组', lessons: 20 },
];
