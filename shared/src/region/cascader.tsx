import { Cascader } from '@arco-design/web-react';
import { useMemo } from 'react';
// By package name, not '../region': the region table is its own shared module (@tcm/shared/region),
// so a remote that imports both gets one copy.
import { regionTree } from '@tcm/shared/region';

export interface RegionCascaderProps {
  /** [province, city, county?] as 6-digit codes. */
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}

/** Province/city/county picker over the product's fixed region data, including 海外 (900000). */
export function RegionCascader({ value, onChange, placeholder = '请选择省/市/区', style }: RegionCascaderProps) {
  const options = useMemo(() => regionTree(), []);
  return (
    <Cascader
      options={options}
      // Arco shows the placeholder only for an undefined value; an empty form holds [].
      value={value?.length ? value : undefined}
      onChange={(v) => onChange?.((v as string[]) ?? [])}
      placeholder={placeholder}
      showSearch
      allowClear
      changeOnSelect={false}
      style={style}
      data-testid="region-cascader"
    />
  );
}
