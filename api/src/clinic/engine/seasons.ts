/**
 * What 五运六气 foretells, after 《素问·气交变大论》 (the ten 大运) and 《素问·六元正纪大论》 (the
 * six 气), with the usual 调养 advice of present-day 运气 practice.
 */
export const DAYUN_OUTLOOK: Record<string, { climate: string; diseases: string; advice: string }> = {
  木运太过: { climate: '风气流行，脾土受邪', diseases: '飧泄食减，体重烦冤，肠鸣腹满；甚则易怒，眩晕头痛', advice: '疏肝健脾，少怒少酸，饮食定时' },
  木运不及: { climate: '燥乃大行，肝虚受邪', diseases: '胁痛，少腹痛，肠鸣溏泄，筋脉拘急', advice: '养血柔肝，润燥，起居有常' },
  火运太过: { climate: '炎暑流行，肺金受邪', diseases: '少气咳喘，咽干耳聋，血溢便血，肩背热', advice: '清热养阴，护肺，避暑热，少食辛辣' },
  火运不及: { climate: '寒乃大行，心虚受邪', diseases: '胸中痛，胁支满，肩背臂内痛，心痛，郁冒', advice: '温通心阳，注意保暖，适度运动' },
  土运太过: { climate: '雨湿流行，肾水受邪', diseases: '腹痛，体重烦冤，肌肉痿，足痿，饮发中满食减', advice: '健脾化湿，少食生冷甜腻，居处防潮' },
  土运不及: { climate: '风乃大行，脾虚受邪', diseases: '飧泄霍乱，体重腹痛，肌肉瞤酸，善怒', advice: '健脾益气，调畅情志，饮食清淡易消化' },
  金运太过: { climate: '燥气流行，肝木受邪', diseases: '胁下少腹痛，目赤痛，耳聋；甚则喘咳，肩背痛', advice: '润燥养肝，多饮水，少食辛燥' },
  金运不及: { climate: '炎火乃行，肺虚受邪', diseases: '肩背沉重，鼻塞喷嚏，便血泄泻，咳嗽', advice: '养阴润肺，防燥热，少熬夜' },
  水运太过: { climate: '寒气流行，邪害心火', diseases: '身热烦心，心悸，阴厥，中寒，心痛', advice: '温阳护心，避寒保暖，少食寒凉' },
  水运不及: { climate: '湿乃大行，肾虚受邪', diseases: '腹满身重，濡泄，腰股痛，膝胫不利，足痿清厥', advice: '温肾健脾，祛湿，护腰膝' },
};

export const QI_OUTLOOK: Record<string, { diseases: string; advice: string }> = {
  厥阴风木: { diseases: '风气偏胜，易发眩晕、头痛、筋脉拘急、胁痛、情志不畅', advice: '疏肝理气，避风，保持心情舒畅' },
  少阴君火: { diseases: '热气偏胜，易发心烦失眠、心悸、口舌生疮、温热病', advice: '清心安神，饮食清淡，早睡' },
  少阳相火: { diseases: '火热偏胜，易发高热、咽痛、目赤、疮疡、暑病', advice: '清热泻火，防暑降温，少食辛辣' },
  太阴湿土: { diseases: '湿气偏胜，易发脘腹胀满、泄泻、身重、浮肿', advice: '健脾化湿，少食生冷油腻，居处防潮' },
  阳明燥金: { diseases: '燥气偏胜，易发干咳、咽干、皮肤干燥、便秘', advice: '润燥养肺，多饮温水，多食润肺之品' },
  太阳寒水: { diseases: '寒气偏胜，易发恶寒、关节冷痛、腰痛、心腹冷痛', advice: '温阳散寒，注意保暖，避免受凉' },
};
