/** An option written once: its value is its label, or a value shown under another label. */
export type SelectOption = string | { value: string; label: string };

/**
 * A labelled `<select>` in its wrapper: the label names the select by its id. `empty` is a first
 * option with the empty value ("All Categories"), or a prompt that cannot be chosen (disabled).
 */
export function SelectField({
  label,
  options,
  empty,
  className,
  ...select
}: {
  id: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  empty?: { label: string; disabled?: boolean };
  /** The wrapper's class. */
  className?: string;
} & Pick<React.SelectHTMLAttributes<HTMLSelectElement>, "value" | "defaultValue" | "onChange" | "required">) {
  return (
    <div className={className}>
      <label htmlFor={select.id} className="label">
        {label}
      </label>
      <select {...select} className="input w-full">
        {empty && (
          <option value="" disabled={empty.disabled}>
            {empty.label}
          </option>
        )}
        {options.map((o) => {
          const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
