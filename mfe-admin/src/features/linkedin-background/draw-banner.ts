// Draws the 'AI Hub Coming Soon' banner (3:1) on a canvas, from the product's navy and accent tokens
// only — no image is fetched, so the canvas stays exportable as a PNG.

export const BANNER_WIDTH = 1500;
export const BANNER_HEIGHT = 500;

/** The navy and accent shades of the shared system (shared/src/ui/system.ts). */
const NAVY = { 950: '#07111f', 900: '#0b1a33', 700: '#182f59', 600: '#233f72', 500: '#34558f', 300: '#7f99c8', 100: '#d6dff0' };
const ACCENT = { 400: '#2d9f8b', 300: '#58bba8', 200: '#8fd4c6' };
const FONT = "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif";

function background(ctx: CanvasRenderingContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  gradient.addColorStop(0, NAVY[950]);
  gradient.addColorStop(0.55, NAVY[900]);
  gradient.addColorStop(1, NAVY[700]);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  // A faint chart grid, as on a trading screen.
  ctx.strokeStyle = 'rgba(127, 153, 200, 0.12)';
  ctx.lineWidth = 1;
  for (let x = 0; x <= BANNER_WIDTH; x += 60) {
    ctx.beginPath();
    ctx.moveTo(x + 0.5, 0);
    ctx.lineTo(x + 0.5, BANNER_HEIGHT);
    ctx.stroke();
  }
  for (let y = 0; y <= BANNER_HEIGHT; y += 60) {
    ctx.beginPath();
    ctx.moveTo(0, y + 0.5);
    ctx.lineTo(BANNER_WIDTH, y + 0.5);
    ctx.stroke();
  }
}

/** A rising line chart with candles on the right: the finance motif. */
function chart(ctx: CanvasRenderingContext2D) {
  const points: ReadonlyArray<readonly [number, number]> = [
    [860, 400], [930, 370], [990, 385], [1050, 320], [1110, 335], [1170, 270], [1230, 290], [1290, 210], [1350, 225], [1420, 140],
  ];
  const [firstX] = points[0] ?? [0, 0];
  const [lastX] = points[points.length - 1] ?? [0, 0];
  const area = ctx.createLinearGradient(0, 140, 0, BANNER_HEIGHT);
  area.addColorStop(0, 'rgba(45, 159, 139, 0.35)');
  area.addColorStop(1, 'rgba(45, 159, 139, 0)');
  ctx.beginPath();
  ctx.moveTo(firstX, BANNER_HEIGHT);
  for (const [x, y] of points) ctx.lineTo(x, y);
  ctx.lineTo(lastX, BANNER_HEIGHT);
  ctx.closePath();
  ctx.fillStyle = area;
  ctx.fill();
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.strokeStyle = ACCENT[300];
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.stroke();
  for (const [x, y] of points) {
    ctx.beginPath();
    ctx.arc(x, y, 7, 0, Math.PI * 2);
    ctx.fillStyle = NAVY[900];
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  // A soft glow behind the chart's peak.
  const glow = ctx.createRadialGradient(1420, 140, 0, 1420, 140, 220);
  glow.addColorStop(0, 'rgba(88, 187, 168, 0.35)');
  glow.addColorStop(1, 'rgba(88, 187, 168, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(1200, 0, 300, 380);
}

function text(ctx: CanvasRenderingContext2D) {
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ACCENT[200];
  ctx.font = `600 30px ${FONT}`;
  ctx.fillText('BULLPEN', 96, 130);
  ctx.fillStyle = '#ffffff';
  ctx.font = `800 112px ${FONT}`;
  ctx.fillText('AI Hub', 90, 258);
  ctx.fillStyle = ACCENT[300];
  ctx.font = `700 76px ${FONT}`;
  ctx.fillText('Coming Soon', 94, 345);
  ctx.fillStyle = NAVY[100];
  ctx.font = `400 30px ${FONT}`;
  ctx.fillText('AI mock interviews and feedback for finance careers', 96, 410);
  // The accent rule under the brand name.
  ctx.fillStyle = ACCENT[400];
  ctx.fillRect(96, 148, 84, 6);
}

export function drawBanner(canvas: HTMLCanvasElement): void {
  canvas.width = BANNER_WIDTH;
  canvas.height = BANNER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  background(ctx);
  chart(ctx);
  text(ctx);
}

/** The canvas as a PNG file the browser downloads. */
export function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('The banner could not be turned into an image.'));
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      resolve();
    }, 'image/png');
  });
}
