// LinkedIn Background (/admin/linkedin-background, spec 02 §2.17): a 3:1 'AI Hub Coming Soon' banner
// drawn on a canvas, a link back to the community site, and a real PNG download of it.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { AreaFrame, toaster } from '@bullpen/shared';
import { BANNER_HEIGHT, BANNER_WIDTH, downloadCanvas, drawBanner } from './draw-banner';

export const BANNER_FILE_NAME = 'bullpen-ai-hub-coming-soon.png';

export default function LinkedinBackgroundPage() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    drawBanner(target);
    // Redraw once the web font is there, so the text uses it.
    void document.fonts?.ready.then(() => drawBanner(target));
  }, []);

  async function download() {
    if (!canvas.current) return;
    setDownloading(true);
    try {
      await downloadCanvas(canvas.current, BANNER_FILE_NAME);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Download failed', description: error instanceof Error ? error.message : undefined });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AreaFrame title="LinkedIn Background" lead="A 3:1 banner for the AI Hub launch.">
      <Box borderRadius="lg" overflow="hidden" borderWidth="1px" borderColor="navy.100" boxShadow="sm" aspectRatio={3} bg="navy.900">
        <canvas
          ref={canvas}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          role="img"
          aria-label="Banner: Bullpen AI Hub, Coming Soon"
          data-testid="banner-canvas"
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <Flex mt="6" gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Text color="fg.muted" fontSize="sm">
          {BANNER_WIDTH} × {BANNER_HEIGHT} px PNG ·{' '}
          <Link asChild color="navy.700" fontWeight="semibold">
            <RouterLink to="/bullpen">Back to the community site</RouterLink>
          </Link>
        </Text>
        <Button colorPalette="navy" onClick={() => void download()} loading={downloading}>
          Download Background
        </Button>
      </Flex>
    </AreaFrame>
  );
}
