/**
 * A control's installer that runs once per document, whoever calls it first: the entry's registry
 * on a prerendered page, or the component the app renders where the build wrote no page. Its stop
 * undoes it (tests); a later call's stop does nothing.
 */
export function oncePerDocument(install: (doc: Document) => () => void): (doc: Document) => () => void {
  const installed = new WeakSet<Document>();
  return (doc) => {
    if (installed.has(doc)) return () => {};
    installed.add(doc);
    const stop = install(doc);
    return () => {
      stop();
      installed.delete(doc);
    };
  };
}
