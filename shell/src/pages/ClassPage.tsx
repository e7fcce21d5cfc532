import { Card, Grid, Tag } from '@arco-design/web-react';
import { IconBook } from '@arco-design/web-react/icon';
import { PageBanner, PageBody } from '../layout/PageBanner';
import { COURSES } from './classCourses';
import './pages.css';

/** 学习馆 */
export function ClassPage() {
  return (
    <>
      <PageBanner title="学习馆" subtitle="读经典 · 做临床 · 跟名师" />
      <PageBody>
        <Grid.Row gutter={[20, 20]}>
          {COURSES.map((course, i) => (
            <Grid.Col xs={24} sm={12} lg={8} key={course.title}>
              <Card className="course-card" hoverable bordered={false} data-testid="course">
                <div className="course-card__cover" aria-hidden="true">
                  <IconBook />
                  <span>第 {i + 1} 课</span>
                </div>
                <h3 className="course-card__title">{course.title}</h3>
                <div className="course-card__meta">
                  <span>{course.teacher}</span>
                  <Tag size="small" className="course-card__tag">
                    共 {course.lessons} 讲
                  </Tag>
                </div>
              </Card>
            </Grid.Col>
          ))}
        </Grid.Row>
      </PageBody>
    </>
  );
}
