import { InputGroup, Spinner } from '@blueprintjs/core';

/** A list screen's search box; a spinner inside it while the list is fetched, where the screen asks for one. */
export function SearchInput(props: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (query: string) => void;
  loading?: boolean;
}) {
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      placeholder={props.placeholder ?? props.label}
      aria-label={props.label}
      value={props.value}
      onValueChange={props.onChange}
      rightElement={props.loading ? <Spinner size={16} /> : undefined}
    />
  );
}
