import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';

// Filters of the staff lists, as elements: react-admin reads each one's `source` and `alwaysOn`.

/** The free-text search a list starts with (`q`), always in view. */
export const searchFilter = (width = 240) => (
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: width } }} />
);

interface FilterOptions {
  source: string;
  /** The catalogue key of "any value", the filter's empty choice. */
  any: string;
  alwaysOn: boolean;
  minWidth?: number;
}

/** One value among `choices`, or any. */
export const choiceFilter = ({
  source,
  any,
  alwaysOn,
  minWidth = 140,
  choices,
}: FilterOptions & { choices: { id: string; name: string }[] }) => (
  <SelectInput
    key={source}
    source={source}
    choices={choices}
    emptyText={any}
    alwaysOn={alwaysOn}
    sx={{ minWidth }}
  />
);

/** Yes, no, or any. */
export const yesNoFilter = ({ source, any, alwaysOn, minWidth = 140 }: FilterOptions) => (
  <NullableBooleanInput
    key={source}
    source={source}
    nullLabel={any}
    alwaysOn={alwaysOn}
    sx={{ minWidth }}
  />
);
