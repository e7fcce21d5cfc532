import { Input, type InputProps } from '@arco-design/web-react';

/**
 * An input that keeps digits only (phone, zip, counts): anything else typed is dropped as it is typed.
 * The length limit applies to the digits, not to what was typed or pasted: a native maxlength would cut
 * 138-0000-1111 to 138-0000-11 before the dashes are removed, losing two digits.
 */
export function DigitsInput({
  onChange,
  maxLength,
  inputMode = 'numeric',
  ...props
}: Omit<InputProps, 'onChange' | 'maxLength'> & { maxLength?: number; onChange: (digits: string) => void }) {
  return <Input {...props} inputMode={inputMode} onChange={(text) => onChange(text.replace(/\D/g, '').slice(0, maxLength))} />;
}
