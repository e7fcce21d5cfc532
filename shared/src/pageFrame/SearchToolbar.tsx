import { Button, Input } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useId } from 'react';
import './searchToolbar.css';

interface SearchToolbarProps {
  /** What is typed; the list is searched only on 搜索 (or Enter), with `onSearch`. */
  value: string;
  onChange: (value: string) => void;
  onSearch: (keyword: string) => void;
  placeholder: string;
  /** The box's label, shown beside it (搜索患者). */
  label: string;
  /** The add button's text (新建患者); it opens the page's add dialog. */
  addText: string;
  onAdd: () => void;
  /** The add button is the page's main action, except inside a picker whose main action is choosing. */
  addPrimary?: boolean;
  className?: string;
  /**
   * The box's id, for a page that is prerendered (/Contact): useId's ids follow the tree, which is the
   * page alone when prerendered and the whole shell when hydrated, so they would not match.
   */
  id?: string;
}

/**
 * The search box and the add button above a managed list (/Contact's patients, /address's
 * addresses, the patient picker): clearing the box searches everything again; on phones both take the full width.
 */
export function SearchToolbar({
  value,
  onChange,
  onSearch,
  placeholder,
  label,
  addText,
  onAdd,
  addPrimary = true,
  className,
  id: givenId,
}: SearchToolbarProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={`tcm-search-tools${className ? ` ${className}` : ''}`}>
      {/* A visible label, not the placeholder alone, which goes away as soon as one types (issue 32). */}
      <label className="tcm-search-tools__label" htmlFor={id}>
        {label}
      </label>
      <Input.Search
        id={id}
        value={value}
        onChange={onChange}
        onSearch={onSearch}
        onClear={() => onSearch('')}
        allowClear
        searchButton="搜索"
        placeholder={placeholder}
        className="tcm-search-tools__input"
      />
      <Button type={addPrimary ? 'primary' : 'default'} icon={<IconPlus />} onClick={onAdd}>
        {addText}
      </Button>
    </div>
  );
}
