/** Path parameters of the variant routes; they arrive as strings. */
export const moduleStepsParams = {
  type: 'object',
  properties: { variant: { type: 'string', maxLength: 100 }, module: { type: 'string', maxLength: 100 } },
} as const;
