import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DigitsInput } from './DigitsInput';

function Phone() {
  const [value, setValue] = useState('');
  return <DigitsInput aria-label="手机号" maxLength={11} value={value} onChange={setValue} />;
}

describe('DigitsInput', () => {
  it('keeps the digits of a pasted phone with dashes, all eleven of them', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    await user.click(screen.getByLabelText('手机号'));
    await user.paste('138-0000-1111');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800001111');
  });

  it('drops letters as they are typed and stops at the limit of digits', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    await user.type(screen.getByLabelText('手机号'), '1a3b8 0000 1111 22');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800001111');
  });
});
