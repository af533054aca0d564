// What "Download PDF" (window.print) prints: the report only, with no navigation, buttons or
// feedback form. While printing, the report renders every section one after the other.
const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  nav, header, footer, [data-testid="build-label"], [data-print-hide] { display: none !important; }
  [data-print-section] + [data-print-section] { break-before: page; }
  body { background: #fff !important; }
}
`;

export function PrintStyles() {
  return <style data-prep-print>{PRINT_CSS}</style>;
}
