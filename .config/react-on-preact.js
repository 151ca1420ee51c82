// The browser build's "react": preact/compat plus what React Router calls that compat lacks
// (docs/decisions/0006). The server keeps real React.
export * from "preact/compat";
export { default } from "preact/compat";

/** React Router uses useOptimistic only for navigations wrapped in transitions, which this app does not start. */
export function useOptimistic(state) {
  return [state, () => {}];
}
