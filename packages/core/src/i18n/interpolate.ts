/**
 * Message templating, apart from the catalogues so that the browser can use it without loading them.
 */
export type MessageVars = Record<string, string | number>;

/** Fills `{name}` variables; a variable without a value stays visible rather than vanishing. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** The `{name}` variables a message uses, for the catalogue test. */
export const messageVariables = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
