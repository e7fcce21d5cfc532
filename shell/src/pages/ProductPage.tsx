import { Card, Grid } from '@arco-design/web-react';
import { COMPANY } from '../config/company';
import { PageBanner, PageBody } from '../layout/PageBanner';
import './pages.css';

const VALUES = [
  { title: '使命', text: '以中医药智慧守护国人健康，让每个家庭都能便捷地获得专业、可信的中医服务。' },
  { title: '愿景', text: '成为传承精华、守正创新的中医健康服务平台，让古老医道在新时代焕发生机。' },
  { title: '价值观', text: '大医精诚、仁心仁术；尊重经典、严谨求实；以人为本、合作共赢。' },
];

const PILLARS = [
  { title: '传承经典', text: '以《黄帝内经》《伤寒论》等经典为本，整理名老中医经验方，让辨证论治有据可循。' },
  { title: '守正创新', text: '将五运六气、子午流注等传统理论与现代信息技术结合，为医生提供组方与调理的参考。' },
  { title: '道地药材', text: '坚持道地产区采购与全程溯源，饮片、颗粒剂统一质检，确保每一味药安全可靠。' },
  { title: '医患同心', text: '以医生为核心、以患者为中心，从问诊、开方到配送全流程透明，服务有温度。' },
];

/** 企业文化 */
export function ProductPage() {
  return (
    <>
      <PageBanner title="企业文化" subtitle="大医精诚 · 传承创新" />
      <PageBody className="prose">
        <p className="prose__lead">
          {`${COMPANY.name}秉承“传承国医智慧，守护全家健康”的理念，汇聚中医临床专家、药学人才与信息技术团队，` +
            '致力于打造专业、规范、便捷的中医健康服务平台。'}
        </p>
        <Grid.Row gutter={24} className="culture-values">
          {VALUES.map((v) => (
            <Grid.Col xs={24} md={8} key={v.title}>
              <Card className="culture-card" bordered={false}>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </Card>
            </Grid.Col>
          ))}
        </Grid.Row>
        <h2>我们的坚持</h2>
        <Grid.Row gutter={[24, 24]}>
          {PILLARS.map((p) => (
            <Grid.Col xs={24} md={12} key={p.title}>
              <div className="culture-pillar">
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </div>
            </Grid.Col>
          ))}
        </Grid.Row>
      </PageBody>
    </>
  );
}
