/** A Blob's text in jsdom, whose Blob has no `text()`: read the old way. */
export const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
