'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The chart page's form action (the dispatcher of BirthChartTool's useActionState), for the
 * forms inside a drawn chart: a choice of offset or house system redraws it the same way the
 * birth form does, by POST, so no birth data goes into an address.
 */
export const ChartFormAction = createContext<((form: FormData) => void) | null>(null);

/**
 * A form that redraws the chart with `fields` (the chart's query as name/value pairs) plus the
 * form's own controls. It posts to the page's action, before hydration too (React renders the
 * action's reference into the form, and Next runs it on the page's POST).
 */
export function ChartRedrawForm({
  fields,
  className,
  children,
}: {
  fields: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const action = useContext(ChartFormAction);
  // Outside the chart page there is nothing to post to (and a plain form would GET the fields).
  if (!action) return null;
  return (
    <form action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
