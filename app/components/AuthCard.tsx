/** Centered card used by the login, register and password pages. */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function Field(props: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  defaultValue?: string;
  minLength?: number;
  inputMode?: "text" | "numeric";
}) {
  const id = `f-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        defaultValue={props.defaultValue}
        minLength={props.minLength}
        inputMode={props.inputMode}
        className="input w-full"
      />
    </div>
  );
}
