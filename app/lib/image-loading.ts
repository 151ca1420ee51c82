/**
 * How an image loads (decision 0022): one in the first screen, the page's largest paint, is asked
 * for at once and first; the others wait until they near the viewport.
 */
export function imageLoading(firstScreen: boolean) {
  return firstScreen ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy", fetchPriority: "auto" } as const);
}
