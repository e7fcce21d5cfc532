import { mendArcoAria, watchArcoAria } from './arcoAria';

/** Arco's Tabs header as it renders it: tabs without a tablist, each naming its panel. */
const TABS = `
  <div class="arco-tabs-header">
    <div class="arco-tabs-header-title" role="tab" id="t-0" aria-controls="p-0">密码登录</div>
    <div class="arco-tabs-header-title" role="tab" id="t-1" aria-controls="p-1">验证码登录</div>
  </div>`;

beforeEach(() => {
  document.body.innerHTML = TABS;
});

it('puts Arco’s tabs in a tablist', () => {
  mendArcoAria();
  expect(document.querySelector('.arco-tabs-header')).toHaveAttribute('role', 'tablist');
});

it('names a tab’s panel only while the panel is on the page', () => {
  document.body.insertAdjacentHTML('beforeend', '<div role="tabpanel" id="p-0"></div>');
  mendArcoAria();
  expect(document.getElementById('t-0')).toHaveAttribute('aria-controls', 'p-0');
  expect(document.getElementById('t-1')).not.toHaveAttribute('aria-controls');
  // The second tab's panel appears once shown.
  document.body.insertAdjacentHTML('beforeend', '<div role="tabpanel" id="p-1"></div>');
  mendArcoAria();
  expect(document.getElementById('t-1')).toHaveAttribute('aria-controls', 'p-1');
});

it('mends what Arco adds after its first render, as it happens', async () => {
  document.body.innerHTML = '<div class="arco-tabs-header"><div class="arco-tabs-header-title" role="tab" id="t-0">密码登录</div></div>';
  watchArcoAria();
  // Arco names the panel once it has its ids: an attribute change, no new element.
  document.getElementById('t-0')!.setAttribute('aria-controls', 'p-0');
  await Promise.resolve();
  expect(document.getElementById('t-0')).not.toHaveAttribute('aria-controls');
  expect(document.querySelector('.arco-tabs-header')).toHaveAttribute('role', 'tablist');
});
