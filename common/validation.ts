import * as yup from 'yup';

/**
 * yup messages are translation keys with parameters, never text: the server turns them into
 * translated field errors and the storefront's forms translate them with the same catalogue.
 */
// A type alias, not an interface, so that yup accepts it as a message object.
export type MessageKey = {
  key: string;
  params?: Record<string, unknown>;
};

const key =
  (name: string, pick: (params: Record<string, unknown>) => Record<string, unknown> = () => ({})) =>
  (params: object): MessageKey => ({
    key: `fields.${name}`,
    params: pick(params as Record<string, unknown>),
  });

yup.setLocale({
  mixed: {
    required: key('required'),
    notType: key('invalid'),
    default: key('invalid'),
    oneOf: key('invalid'),
    defined: key('required'),
  },
  string: {
    email: key('email'),
    max: key('tooLong', (p) => ({ max: p.max })),
    min: key('tooShort', (p) => ({ min: p.min })),
    matches: key('invalid'),
  },
  number: { integer: key('integer'), min: key('invalid'), max: key('invalid') },
  object: { noUnknown: key('unknownField', (p) => ({ field: p.unknown })) },
});

export function isMessageKey(value: unknown): value is MessageKey {
  return (
    typeof value === 'object' && value !== null && typeof (value as MessageKey).key === 'string'
  );
}

export { yup };
