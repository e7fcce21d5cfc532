import { Input, type InputProps } from '@arco-design/web-react';

/** An input that keeps digits only (phone, zip, counts): anything else typed is dropped as it is typed. */
export function DigitsInput({ onChange, inputMode = 'numeric', ...props }: Omit<InputProps, 'onChange'> & { onChange: (digits: string) => void }) {
  return <Input {...props} inputMode={inputMode} onChange={(text) => onChange(text.replace(/\D/g, ''))} />;
}
