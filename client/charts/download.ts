/** Saves a Blob as a file through a temporary link (the browser's own download, no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is needed no longer.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A canvas as a PNG Blob. */
export const canvasPng = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => canvas.toBlob((blob) => (blob === null ? reject(new Error("The chart could not be encoded as PNG.")) : resolve(blob)), "image/png"));
