import type { FieldProblem } from '@ferry/rules';

/**
 * The API's English for a refused field (spec 000 section 5 "Form fields"): 'Required', the
 * field's own message or 'Enter a valid {field name}', 'Please enter a valid date'. Sent as
 * '{field name}: {text}' beside the code and its params, which the widget words itself.
 */
export function fieldProblemMessage(field: { name: string; regexErrorMessage?: string | null | undefined }, problem: FieldProblem): string {
  const text = problem === 'REQUIRED' ? 'Required' : problem === 'INVALID_DATE' ? 'Please enter a valid date' : (field.regexErrorMessage ?? `Enter a valid ${field.name}`);
  return `${field.name}: ${text}`;
}
