// Saves what a call answered as a file on the device (an invoice's PDF, a CSV export).
export function saveFile(data: Blob | string, fileName: string, type: string): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
