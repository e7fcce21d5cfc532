import { IconEmail, IconHome, IconLocation, IconPhone } from '../../layout/icons';
import { call, FALLBACK, type HomeInfo } from '@tcm/shared/core';
import { useEffect, useState } from 'react';
import { COMPANY } from '../../config/company';

/** Company contacts. The home-info call runs, but its contact fields give way to the fixed ones (spec 1 §1). */
export function ContactSection() {
  const [info, setInfo] = useState<HomeInfo>({ ...COMPANY.contact });

  useEffect(() => {
    const controller = new AbortController();
    call('GET /home/v1/info', undefined, { fallback: FALLBACK.homeInfo, signal: controller.signal })
      .then((body) => setInfo({ ...body.data, ...COMPANY.contact }))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const rows = [
    { icon: <IconHome />, label: '服务部门', value: info.deptName },
    { icon: <IconLocation />, label: '公司地址', value: info.address },
    { icon: <IconPhone />, label: '服务热线', value: info.phone },
    { icon: <IconEmail />, label: '电子邮箱', value: info.email },
  ];
  return (
    <section className="home-section home-contact" aria-labelledby="home-contact-title">
      <header className="home-section__header">
        <h2 id="home-contact-title">联系我们</h2>
        <p>{COMPANY.serviceHours}，竭诚为您服务</p>
      </header>
      <ul className="home-contact__list">
        {rows.map((row) => (
          <li key={row.label}>
            <span className="home-contact__icon">{row.icon}</span>
            <span className="home-contact__label">{row.label}</span>
            <span className="home-contact__value">{row.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
