import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepTypedInput } from './keepTypedInput';

function Form({ onState }: { onState: (state: { phone: string; agreed: boolean }) => void }) {
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  onState({ phone, agreed });
  return (
    <form>
      <input aria-label="手机号" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <input aria-label="同意" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

test('what was typed into the prerendered form before hydration is in the form after it, on screen and in its state', async () => {
  let state = { phone: '', agreed: false };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onState={() => {}} />);
  document.body.append(container);
  const phone = container.querySelector<HTMLInputElement>('input[aria-label="手机号"]')!;
  const box = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  phone.value = '13800000006';
  box.checked = true;

  const restore = keepTypedInput(container);
  await act(async () => {
    root = hydrateRoot(container, <Form onState={(s) => (state = s)} />);
  });
  await act(async () => restore());
  expect(phone.value).toBe('13800000006');
  expect(box.checked).toBe(true);
  expect(state).toEqual({ phone: '13800000006', agreed: true });
});
