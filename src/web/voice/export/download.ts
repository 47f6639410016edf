// The two DOM-touching pieces of exporting, kept tiny because Node tests cannot run them.

/** Saves data as a file through a temporary object URL and <a download>. */
export const downloadFile = (name: string, mime: string, data: string | Uint8Array): void => {
  const blob = new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: mime });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next turn: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Opens the transcript in a new window and prints it; false when a popup blocker said no. */
export const openPrintWindow = (html: string): boolean => {
  const win = window.open('', '_blank');
  if (!win) return false;
  win.document.open();
  win.document.write(html);
  win.document.close();
  win.focus();
  // Some browsers fire no load event for a written document, others do: print exactly once.
  let printed = false;
  const print = () => {
    if (printed) return;
    printed = true;
    win.print();
  };
  if (win.document.readyState === 'complete') print();
  else win.addEventListener('load', print, { once: true });
  return true;
};
